import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { referralRewards } from '@/db/schema-loyalty';

/** Invitees and referral rewards. */
export function referralQueries(db: Db) {
  return {
    invitees(merchantId: number, referrerId: bigint) {
      return queryRows<{
        id: string;
        username: string;
        created_at: Date | string;
        state: string | null;
        reason: string | null;
        amount: string | null;
      }>(
        db,
        sql`SELECT a.id::text AS id, a.username, a.created_at, r.state, r.reason, r.amount::text AS amount
              FROM accounts a LEFT JOIN referral_rewards r ON r.invitee_id = a.id
             WHERE a.merchant_id = ${merchantId} AND a.referred_by = ${referrerId} AND a.type <> 4
             ORDER BY a.id DESC LIMIT 200`,
      );
    },

    /** Invitees not decided yet, with what the abuse checks compare. */
    undecidedInvitees(merchantId: number) {
      return queryRows<{
        id: string;
        referrer_id: string;
        created_at: Date | string;
        shared_ip: boolean;
        shared_device: boolean;
        shared_payout: boolean;
      }>(
        db,
        sql`SELECT a.id::text AS id, a.referred_by::text AS referrer_id, a.created_at,
                   (EXISTS (SELECT 1 FROM sessions si, sessions sr
                             WHERE si.account_id = a.id AND sr.account_id = a.referred_by AND si.ip = sr.ip)
                    OR (a.register_ip IS NOT NULL AND a.register_ip IN (SELECT register_ip FROM accounts WHERE id = a.referred_by)
                                                 OR a.register_ip IN (SELECT ip FROM sessions WHERE account_id = a.referred_by))) AS shared_ip,
                   EXISTS (SELECT 1 FROM sessions si, sessions sr
                            WHERE si.account_id = a.id AND sr.account_id = a.referred_by
                              AND si.user_agent IS NOT NULL AND si.user_agent = sr.user_agent AND si.ip = sr.ip) AS shared_device,
                   EXISTS (SELECT 1 FROM payout_accounts pi, payout_accounts pr
                            WHERE pi.account_id = a.id AND pr.account_id = a.referred_by
                              AND pi.account_number = pr.account_number) AS shared_payout
              FROM accounts a
             WHERE a.merchant_id = ${merchantId} AND a.referred_by IS NOT NULL AND a.type <> 4
               AND NOT EXISTS (SELECT 1 FROM referral_rewards r WHERE r.invitee_id = a.id)`,
      );
    },

    /** Records the decision once; false when it was already recorded. */
    async decideReferral(row: typeof referralRewards.$inferInsert): Promise<boolean> {
      const inserted = await db.insert(referralRewards).values(row).onConflictDoNothing().returning();
      return inserted.length === 1;
    },
  };
}
