import { describe, expect, it } from 'vitest';
import type { TLane } from './api/types';
import { categoriesOf, classifyOptions, pathOfGameType, vendorAction } from './categories';

const card = (vassalage: string, isGame = 'VASSALAGE') => ({
  vassalage,
  displayName: vassalage,
  lagerIcon: `/media/vendors/${vassalage}.svg`,
  gameType: 'RNG',
  isGame,
  status: 'active',
});
const slots: TLane = {
  gameCategory: 'RNG',
  cards: [card('AUR'), card('VOL')],
  gameClassify: [
    { name: 'BG', vendors: ['AUR'] },
    { name: 'JP', vendors: ['AUR', 'VOL'] },
    { name: 'SC', vendors: ['VOL'] },
    { name: 'XX', vendors: ['AUR'] },
  ],
};

describe('lobby categories', () => {
  it('lists the categories with vendors in menu order', () => {
    const lanes: TLane[] = [
      { gameCategory: 'LOTT', cards: [card('LTF')], gameClassify: [] },
      { gameCategory: 'SPORTS', cards: [card('GLS', 'GAME')], gameClassify: [] },
      { gameCategory: 'FISH', cards: [], gameClassify: [] },
      slots,
    ];
    expect(categoriesOf(lanes)).toEqual(['RNG', 'SPORTS', 'LOTT']);
  });

  it('offers the slot sub-categories of the lane in spec order, BG only with Tagalog', () => {
    expect(classifyOptions(slots, ['es', 'en', 'ty'], null)).toEqual(['SC', 'JP', 'BG']);
    expect(classifyOptions(slots, ['es', 'en'], null)).toEqual(['SC', 'JP']);
    expect(classifyOptions(slots, ['es', 'TY'], 'VOL')).toEqual(['SC', 'JP']);
    expect(classifyOptions(slots, ['ty'], 'AUR')).toEqual(['JP', 'BG']);
    expect(classifyOptions(undefined, ['ty'], null)).toEqual([]);
  });

  it('maps each game type to its page', () => {
    expect(pathOfGameType('HOME')).toBe('/');
    expect(pathOfGameType('FAV')).toBe('/favorite');
    expect(pathOfGameType('RNG', 'AUR')).toBe('/rng?vassalage=AUR');
    expect(pathOfGameType('LIVE')).toBe('/live');
    expect(pathOfGameType('SPORTS')).toBe('/sports');
    expect(pathOfGameType('ELOTT')).toBe('/elott');
    expect(pathOfGameType('COCKFIGHT')).toBe('/?gameType=COCKFIGHT');
  });

  it('lets slots vendors filter, VASSALAGE vendors open a list and books launch', () => {
    expect(vendorAction(card('AUR'), 'RNG')).toBe('filter');
    expect(vendorAction(card('NBL'), 'LIVE')).toBe('popup');
    expect(vendorAction(card('GLS', 'GAME'), 'SPORTS')).toBe('launch');
  });
});
