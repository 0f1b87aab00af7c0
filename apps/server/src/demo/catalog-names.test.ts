import { describe, expect, it } from 'vitest';
import { ptTyNames } from './catalog-names';

describe('Portuguese and Filipino demo game names', () => {
  it('builds slot names with each language word order and gender', () => {
    expect(ptTyNames('Golden Dragon')).toEqual({ pt: 'Dragão Dourado', ty: 'Gintong Dragon' });
    expect(ptTyNames('Golden Moon Deluxe')).toEqual({ pt: 'Lua Dourada Deluxe', ty: 'Gintong Buwan Deluxe' });
    expect(ptTyNames('Wild Tiger Hold & Win')).toEqual({
      pt: 'Tigre Selvagem Hold & Win',
      ty: 'Mabangis na Tigre Hold & Win',
    });
  });

  it('puts the kind of arcade game first and keeps the edition number last', () => {
    expect(ptTyNames('Lucky Star Scratch')).toEqual({
      pt: 'Raspadinha Estrela da Sorte',
      ty: 'Kaskas Masuwerteng Bituin',
    });
    expect(ptTyNames('Hidden Pearl Dice 2')).toEqual({
      pt: 'Dados Pérola Oculta 2',
      ty: 'Dais Nakatagong Perlas 2',
    });
    expect(ptTyNames('Sun Keno Royal')).toEqual({ pt: 'Keno Sol Real', ty: 'Keno Maharlikang Araw' });
  });

  it('translates fixed titles and card-room stakes', () => {
    expect(ptTyNames('European Roulette 3')).toEqual({ pt: 'Roleta Europeia 3', ty: 'Europeong Roleta 3' });
    expect(ptTyNames('Dominoes High Stakes')).toEqual({
      pt: 'Dominó Apostas Altas',
      ty: 'Domino Mataas na Taya',
    });
  });

  it('keeps brand names as they are', () => {
    expect(ptTyNames('Tribuna Bet')).toEqual({ pt: 'Tribuna Bet', ty: 'Tribuna Bet' });
  });
});
