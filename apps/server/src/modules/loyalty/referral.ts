import type { TReferral } from '@crupier/contract/loyalty';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/client';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Merchant } from '@/modules/merchants/service';
import type { Wallet } from '@/modules/wallet/service';
import { AppError } from '@/platform/app-error';
import type { Clock } from '@/platform/clock';
import { formatMinor } from '@/platform/money';
import { maskName } from './periods';
import type { BonusGrant, Points } from './points';
import { createLoyaltyRepository, type LoyaltyRepository } from './repository';

/** Why an invitee brings no reward (abuse checks of the research brief §6.2, and the window). */
export type RefusalReason = 'same_ip' | 'same_device' | 'same_payout_account' | 'window_passed';

/** Referral is on when the merchant's whitelabel switch REFERRAL3 is (the side menu reads the same). */
export const referralEnabled = (merchant: Merchant) =>
  (merchant.whitelabel as Record<string, unknown> | null)?.REFERRAL3 === true;

/** The first abuse signal of an invitee, or null when it is clean. */
export function abuseOf(c: {
  shared_ip: boolean;
  shared_device: boolean;
  shared_payout: boolean;
}): RefusalReason | null {
  if (c.shared_device) return 'same_device';
  if (c.shared_ip) return 'same_ip';
  if (c.shared_payout) return 'same_payout_account';
  return null;
}

/**
 * Refer a friend (only when the merchant enables it): invitees are the accounts registered with the
 * member's referral code (accounts.referred_by). Once an invitee has deposited and wagered the
 * minimums within the window, the job pays the referrer once, unless an abuse check fires.
 */
export function createReferral(deps: {
  db: Db;
  repo: LoyaltyRepository;
  wallet: Wallet;
  points: Points;
  clock: Clock;
  bonus?: BonusGrant | undefined;
}) {
  const { repo, wallet, points, clock } = deps;

  return {
    async state(merchant: Merchant, account: AccountRow, origin: string): Promise<TReferral> {
      if (!referralEnabled(merchant)) throw new AppError('referral_disabled', 404);
      const s = await points.settings(merchant.id);
      const invitees = await repo.invitees(merchant.id, account.id);
      let total = 0n;
      const list = invitees.map((i) => {
        const reward = i.state === 'rewarded' && i.amount ? BigInt(i.amount) : null;
        if (reward) total += reward;
        return {
          name: maskName(i.username),
          joinedAt: new Date(i.created_at).toISOString(),
          state: (i.state ?? 'registered') as 'registered' | 'rewarded' | 'refused',
          reason: i.reason,
          reward: reward === null ? null : formatMinor(reward),
        };
      });
      return {
        enabled: true,
        code: account.referralCode,
        link: `${origin}/register?referralCode=${encodeURIComponent(account.referralCode)}`,
        rules: {
          reward: formatMinor(s.referralReward),
          minDeposit: formatMinor(s.referralMinDeposit),
          minTurnover: formatMinor(s.referralMinTurnover),
          windowDays: s.referralWindowDays,
        },
        invitees: list,
        totalRewards: formatMinor(total),
      };
    },

    async run(
      merchant: Merchant,
      loadAccount: (id: bigint) => Promise<AccountRow | undefined>,
      log: FastifyBaseLogger,
    ) {
      if (!referralEnabled(merchant)) return;
      const s = await points.settings(merchant.id);
      if (s.referralReward <= 0n) return;
      for (const c of await repo.undecidedInvitees(merchant.id)) {
        const invitee = await loadAccount(BigInt(c.id));
        const referrer = await loadAccount(BigInt(c.referrer_id));
        if (!invitee || !referrer) continue;
        const walletId = await wallet.walletOf(merchant, invitee);
        const [deposits, turnover] = await Promise.all([repo.deposits(walletId), repo.turnover(walletId)]);
        const qualified =
          deposits >= s.referralMinDeposit && turnover >= s.referralMinTurnover && deposits > 0n;
        const windowPassed =
          clock.now().getTime() - new Date(c.created_at).getTime() > s.referralWindowDays * 86_400_000;
        if (!qualified) {
          if (windowPassed) {
            await repo.decideReferral({
              inviteeId: invitee.id,
              referrerId: referrer.id,
              merchantId: merchant.id,
              state: 'refused',
              reason: 'window_passed',
              decidedAt: clock.now(),
            });
          }
          continue;
        }
        const abuse = abuseOf(c);
        if (abuse) {
          await repo.decideReferral({
            inviteeId: invitee.id,
            referrerId: referrer.id,
            merchantId: merchant.id,
            state: 'refused',
            reason: abuse,
            decidedAt: clock.now(),
          });
          log.info({ merchant: merchant.code, invitee: c.id, reason: abuse }, 'referral reward refused');
          continue;
        }
        const id = `referral:${invitee.id}`;
        if (deps.bonus) {
          // The grant is idempotent by its reference: granted first, then recorded, so a failure in
          // between is finished by the next run.
          await deps.bonus({ merchant, account: referrer, amount: s.referralReward, id, reason: 'referral' });
          await repo.decideReferral({
            inviteeId: invitee.id,
            referrerId: referrer.id,
            merchantId: merchant.id,
            state: 'rewarded',
            amount: s.referralReward,
            decidedAt: clock.now(),
          });
          continue;
        }
        await points.prepare(merchant, referrer);
        await deps.db.transaction(async (tx) => {
          const first = await createLoyaltyRepository(tx).decideReferral({
            inviteeId: invitee.id,
            referrerId: referrer.id,
            merchantId: merchant.id,
            state: 'rewarded',
            amount: s.referralReward,
            decidedAt: clock.now(),
          });
          if (first) await points.payCash(merchant, referrer, s.referralReward, id, 'referral_reward', tx);
        });
      }
    },
  };
}

export type Referral = ReturnType<typeof createReferral>;
