import { DRAGON_TIGER_SIDES, type DragonTigerSide } from '@crupier/contract/house/dragon-tiger';
import { MAX_SIC_BO_BETS, parseSicBoBet } from '@crupier/contract/house/sic-bo';
import type { FairStream } from '@/modules/house/fairness';
import { playDragonTiger } from './dragon-tiger';
import { playSicBo } from './sic-bo';
import { invalid, type Settlement, settleSpread, validShare } from './spread-bets';

/** The single-step table games: Dragon Tiger and Sic Bo (docs/games.md). */
export const TABLE_SINGLE_STEP_ENGINES = ['dragontiger', 'sicbo'] as const;

function settleDragonTiger(stream: FairStream, bet: bigint, params: Record<string, unknown>): Settlement {
  const sides = new Set<string>(DRAGON_TIGER_SIDES);
  return settleSpread(bet, params.bets, {
    max: DRAGON_TIGER_SIDES.length,
    range: 'bets: 1 to 4 dragon tiger bets',
    parse: (entry) => {
      if (typeof entry.side !== 'string' || !sides.has(entry.side) || !validShare(entry.share))
        invalid('each bet needs a side (dragon, tiger, tie, suitedTie) and a positive share');
      return { side: entry.side as DragonTigerSide, share: entry.share };
    },
    play: (placed) => {
      if (new Set(placed.map((p) => p.side)).size !== placed.length) invalid('one bet per side');
      return playDragonTiger(
        stream,
        placed.map((p) => ({ side: p.side, stake: p.stake })),
      );
    },
    outcome: (result) => result.coup,
  });
}

function settleSicBo(stream: FairStream, bet: bigint, params: Record<string, unknown>): Settlement {
  return settleSpread(bet, params.bets, {
    max: MAX_SIC_BO_BETS,
    range: `bets: 1 to ${MAX_SIC_BO_BETS} sic bo bets`,
    parse: (entry) => {
      if (!validShare(entry.share)) invalid('each bet needs a bet and a positive share');
      try {
        return { bet: parseSicBoBet(entry.bet), share: entry.share };
      } catch (error) {
        invalid((error as Error).message);
      }
    },
    play: (placed) =>
      playSicBo(
        stream,
        placed.map((p) => ({ bet: p.bet, stake: p.stake })),
      ),
    outcome: (result) => ({ dice: result.dice, total: result.total }),
  });
}

/** Settles a Dragon Tiger or Sic Bo bet; null for any other engine. */
export function settleTableGame(
  engine: string,
  stream: FairStream,
  bet: bigint,
  params: Record<string, unknown>,
): Settlement | null {
  if (engine === 'dragontiger') return settleDragonTiger(stream, bet, params);
  if (engine === 'sicbo') return settleSicBo(stream, bet, params);
  return null;
}
