import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../apps/server/src/db/client';
import { walletCall } from '../lib/api';
import { call } from './client';

/** A wallet transaction the server answered 200 for, and when. */
export type Ack = { txId: string; at: number };

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Bets through the balancer until `stopAt`: `workers` loops of signed seamless-wallet bets (a debit,
 * then a credit) over the given game tokens, and one loop of house dice rounds on a game session.
 * A call that fails (the instance died under it) is not acknowledged; the loop goes on.
 */
export async function betLoad(
  url: string,
  load: { tokens: string[]; diceSession: string; workers: number; tag: string },
  stopAt: number,
  acks: Ack[],
) {
  let errors = 0;
  const seamless = async (w: number) => {
    for (let seq = 0; Date.now() < stopAt; seq++) {
      const round = `${load.tag}-w${w}-${seq}`;
      const playerToken = load.tokens[(w + seq) % load.tokens.length]!;
      try {
        const debit = await walletCall(url, 'debit', {
          playerToken,
          transactionId: `${round}-d`,
          roundId: round,
          amount: '1.00',
        });
        if (debit.status !== 200) throw new Error(`debit ${debit.status}`);
        acks.push({ txId: `${round}-d`, at: Date.now() });
        const credit = await walletCall(url, 'credit', {
          playerToken,
          transactionId: `${round}-c`,
          roundId: round,
          amount: '0.95',
        });
        if (credit.status !== 200) throw new Error(`credit ${credit.status}`);
        acks.push({ txId: `${round}-c`, at: Date.now() });
      } catch {
        errors++;
        await pause(50);
      }
    }
  };
  const dice = async () => {
    while (Date.now() < stopAt) {
      const played = await call(url, 'POST', '/rgs/play', {
        body: { sessionId: load.diceSession, bet: '1.00', params: { target: 4950, direction: 'under' } },
      }).catch(() => null);
      const roundId = (played?.value as { round?: { roundId: string } } | undefined)?.round?.roundId;
      if (played?.status === 200 && roundId) acks.push({ txId: `${roundId}:bet`, at: Date.now() });
      else {
        errors++;
        await pause(50);
      }
    }
  };
  await Promise.all([...Array.from({ length: load.workers }, (_, w) => seamless(w)), dice()]);
  return { errors };
}

/** The acknowledged transactions that have no completed wallet record with a posted ledger transfer. */
export async function missingFromLedger(db: Db, acks: Ack[]): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT a.id FROM jsonb_array_elements_text(${JSON.stringify(acks.map((a) => a.txId))}::jsonb) AS a(id)
        WHERE NOT EXISTS (
          SELECT 1 FROM vendor_transactions vt
          JOIN transfers t ON t.id = 'v' || vt.vendor_id || ':' || vt.transaction_id AND t.status = 'posted'
          WHERE vt.status = 'done' AND vt.transaction_id = a.id)`,
  );
  return rows.map((r) => r.id);
}
