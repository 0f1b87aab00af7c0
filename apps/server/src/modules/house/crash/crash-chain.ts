import crypto from 'node:crypto';
import { chainRoundSeed, crashPointOf, newChain, sha256 } from './crash-fairness';
import { type CrashRuntime, keyOf } from './crash-types';
import type { CrashGameRow } from './repository';

/** Each game's hash chain: its row (created on first use) and the next round drawn from it. */
export function createCrashChain({ repo, timing }: CrashRuntime) {
  const known = new Set<string>();

  async function gameRow(merchantId: number, gameId: bigint): Promise<CrashGameRow> {
    const found = await repo.game(merchantId, gameId);
    known.add(keyOf(merchantId, gameId));
    if (found) return found;
    await repo.insertGame({ merchantId, gameId, ...newChain(timing.chainLength) });
    return (await repo.game(merchantId, gameId))!;
  }

  /** Opens the next round from the chain (a new chain when this one is used up). */
  async function openNext(game: CrashGameRow) {
    const fresh = game.chainIndex >= game.chainLength ? newChain(timing.chainLength) : null;
    const chain = fresh ?? game;
    const chainIndex = fresh ? 1 : game.chainIndex + 1;
    const seed = chainRoundSeed(chain.chainSeed, chain.chainLength, chainIndex);
    return repo.openRound(
      game,
      {
        id: crypto.randomUUID(),
        ...(fresh ? { chain: fresh } : {}),
        chainIndex,
        hash: sha256(seed),
        seed,
        salt: chain.salt,
        crashPoint: crashPointOf(seed, chain.salt),
      },
      timing.bettingMs,
    );
  }

  return { known, gameRow, openNext };
}

export type CrashChain = ReturnType<typeof createCrashChain>;
