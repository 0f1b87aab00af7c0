import type { TRoundDetail, TVerification, TVerifier } from '@/api/game-engine-types';
import { FairStream, sha256Hex } from '@/lib/fairness/fair-stream';

export type TRoundCheck =
  /** The round's server seed is still in use: rotating the seed reveals it. */
  | { status: 'unrevealed'; detail: TRoundDetail }
  /** The seed is known and matches its commitment (or not); the outcome is not recomputed in the browser. */
  | { status: 'seeds-only'; detail: TRoundDetail; hashMatches: boolean }
  | { status: 'verified'; detail: TRoundDetail; hashMatches: boolean; verification: TVerification };

/**
 * Checks a round (GET /rgs/rounds/<id>): the revealed server seed must hash to the commitment shown
 * before the round, and the engine's verifier recomputes the outcome from HMAC-SHA256(serverSeed,
 * clientSeed:nonce:cursor).
 */
export async function checkRound(
  detail: TRoundDetail,
  verifier: TVerifier | undefined,
): Promise<TRoundCheck> {
  if (!detail.serverSeed) return { status: 'unrevealed', detail };
  const hashMatches = (await sha256Hex(detail.serverSeed)) === detail.serverSeedHash;
  if (!verifier) return { status: 'seeds-only', detail, hashMatches };
  const verification = await verifier(
    detail,
    new FairStream(detail.serverSeed, detail.clientSeed, detail.nonce),
  );
  return { status: 'verified', detail, hashMatches, verification };
}

/** A verification from the compared values: it matches when every pair is equal. */
export function compare(checks: { label: string; server: unknown; computed: unknown }[]): TVerification {
  const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  const rows = checks.map((c) => ({ label: c.label, server: text(c.server), computed: text(c.computed) }));
  return { checks: rows, matches: rows.length > 0 && rows.every((row) => row.server === row.computed) };
}
