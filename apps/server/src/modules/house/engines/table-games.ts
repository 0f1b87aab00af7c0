import { DRAGON_TIGER_SIDES, type DragonTigerSide } from '@crupier/contract/house/dragon-tiger';
import { MAX_SIC_BO_BETS, parseSicBoBet, type SicBoBet } from '@crupier/contract/house/sic-bo';
import { AppError } from '../../../platform/app-error';
import type { FairStream } from '../fairness';
import { playDragonTiger } from './dragon-tiger';
import { playSicBo } from './sic-bo';

/** The single-step table games: Dragon Tiger and Sic Bo (docs/games.md). */
export const TABLE_SINGLE_STEP_ENGINES = ['dragontiger', 'sicbo'] as const;

type Settlement = { outcome: Record<string, unknown>; win: bigint };

function invalid(message: string): never {
  throw new AppError('invalid_input', 400, message);
}

/** Splits a stake by shares; the rounding leftover goes to the first bet (as roulette and baccarat). */
function splitStake(bet: bigint, shares: number[]): bigint[] {
  const total = shares.reduce((a, b) => a + b, 0);
  const stakes = shares.map(
    (share) => (bet * BigInt(Math.round(share * 1000))) / BigInt(Math.round(total * 1000)),
  );
  stakes[0]! += bet - stakes.reduce((a, b) => a + b, 0n);
  return stakes;
}

const validShare = (share: unknown): share is number =>
  typeof share === 'number' && Number.isFinite(share) && share > 0 && share <= 1e9;

function settleDragonTiger(stream: FairStream, bet: bigint, params: Record<string, unknown>): Settlement {
  const bets = params.bets;
  if (!Array.isArray(bets) || bets.length === 0 || bets.length > DRAGON_TIGER_SIDES.length)
    invalid('bets: 1 to 4 dragon tiger bets');
  const sides = new Set<string>(DRAGON_TIGER_SIDES);
  const placed = bets.map((b) => {
    const entry = b as { side?: string; share?: unknown };
    if (!entry?.side || !sides.has(entry.side) || !validShare(entry.share))
      invalid('each bet needs a side (dragon, tiger, tie, suitedTie) and a positive share');
    return { side: entry.side as DragonTigerSide, share: entry.share as number };
  });
  if (new Set(placed.map((p) => p.side)).size !== placed.length) invalid('one bet per side');
  const stakes = splitStake(
    bet,
    placed.map((p) => p.share),
  );
  const result = playDragonTiger(
    stream,
    placed.map((p, i) => ({ side: p.side, stake: stakes[i]! })),
  );
  return {
    outcome: { ...result.coup, bets: placed.map((p, i) => ({ ...p, stake: String(stakes[i]) })) },
    win: result.win,
  };
}

function settleSicBo(stream: FairStream, bet: bigint, params: Record<string, unknown>): Settlement {
  const bets = params.bets;
  if (!Array.isArray(bets) || bets.length === 0 || bets.length > MAX_SIC_BO_BETS)
    invalid(`bets: 1 to ${MAX_SIC_BO_BETS} sic bo bets`);
  const placed = bets.map((b) => {
    const entry = b as { bet?: unknown; share?: unknown };
    if (!validShare(entry?.share)) invalid('each bet needs a bet and a positive share');
    let parsed: SicBoBet;
    try {
      parsed = parseSicBoBet(entry.bet);
    } catch (error) {
      invalid((error as Error).message);
    }
    return { bet: parsed, share: entry.share as number };
  });
  const stakes = splitStake(
    bet,
    placed.map((p) => p.share),
  );
  const result = playSicBo(
    stream,
    placed.map((p, i) => ({ bet: p.bet, stake: stakes[i]! })),
  );
  return {
    outcome: {
      dice: result.dice,
      total: result.total,
      bets: placed.map((p, i) => ({ ...p, stake: String(stakes[i]) })),
    },
    win: result.win,
  };
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
