import { describe, expect, it } from 'vitest';
import { canStep, initialLevel, sortedLevels, stepLevel } from './bet-levels';
import { chipFace } from './bet-selector';

const LEVELS = ['0.10', '0.50', '1.00', '2.00', '5.00'];

describe('bet selection', () => {
  it('orders the game’s levels by amount, once each', () => {
    expect(sortedLevels(['5.00', '0.50', '10.00', '0.50', '1.00'])).toEqual([
      '0.50',
      '1.00',
      '5.00',
      '10.00',
    ]);
  });

  it('opens with the remembered level when still offered, else the lowest', () => {
    expect(initialLevel(LEVELS, '2.00')).toBe('2.00');
    expect(initialLevel(LEVELS, '3.00')).toBe('0.10');
    expect(initialLevel(LEVELS, null)).toBe('0.10');
    expect(initialLevel([], null)).toBeNull();
  });

  it('steps one level down or up and stays at the ends', () => {
    expect(stepLevel(LEVELS, '1.00', 1)).toBe('2.00');
    expect(stepLevel(LEVELS, '1.00', -1)).toBe('0.50');
    expect(stepLevel(LEVELS, '5.00', 1)).toBe('5.00');
    expect(stepLevel(LEVELS, '0.10', -1)).toBe('0.10');
    expect(stepLevel(LEVELS, '7.00', 1)).toBe('0.10');
    expect(canStep(LEVELS, '0.10', -1)).toBe(false);
    expect(canStep(LEVELS, '0.10', 1)).toBe(true);
    expect(canStep(LEVELS, '5.00', 1)).toBe(false);
  });

  it('shows chips without needless decimals', () => {
    expect(chipFace('5.00', 'es')).toBe('5');
    expect(chipFace('0.50', 'en')).toBe('0.50');
    expect(chipFace('0.50', 'es')).toBe('0,50');
  });
});
