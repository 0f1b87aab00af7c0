import crypto from 'node:crypto';
import type { TProfile } from '@crupier/contract/member-centre';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { memberProfiles } from '@/db/schema-member-centre';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Identity } from '@/modules/identity/service';
import { AppError } from '@/platform/app-error';
import type { Throttle } from '@/platform/throttle';
import { memberSessions } from './member-sessions';
import { setPaymentPassword } from './set-payment-password';

const CODE_MINUTES = 10;
const CODE_ATTEMPTS = 5;
const MINUTE_MS = 60_000;
export const MIN_AGE_YEARS = 18;

const hashCode = (destination: string, code: string) =>
  crypto.createHash('sha256').update(`${destination}:${code}`).digest('hex');

function ageOn(birthday: string, today: Date) {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age -= 1;
  return age;
}

/**
 * The security centre (my account): profile, binding an e-mail or a mobile with a code from the
 * outbox, the payment password, sign-in history and live sessions. Built on the identity domain's
 * accounts, verification codes, message provider and payment-password throttle.
 */
export function createSecurityCentre(deps: { db: Db; identity: Identity; throttle: Throttle }) {
  const { db, identity, throttle } = deps;
  const { accounts, verificationCodes } = identity;

  const profileRow = async (accountId: bigint) =>
    (await db.select().from(memberProfiles).where(eq(memberProfiles.accountId, accountId)))[0];

  async function upsertProfile(accountId: bigint, set: Partial<typeof memberProfiles.$inferInsert>) {
    await db
      .insert(memberProfiles)
      .values({ accountId, ...set })
      .onConflictDoUpdate({ target: memberProfiles.accountId, set: { ...set, updatedAt: sql`now()` } });
  }

  async function sendCode(account: AccountRow, kind: 'email' | 'mobile', destination: string, ip: string) {
    await throttle.limit(`bind:${kind}:min:${account.id}`, 1, MINUTE_MS, 'sms_too_many_requests');
    await throttle.limit(`bind:${kind}:hour:${account.id}`, 5, 60 * MINUTE_MS, 'sms_too_many_requests');
    await throttle.limit(`bind:ip:${ip}`, 20, 60 * MINUTE_MS, 'sms_too_many_requests');
    const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
    await verificationCodes.insert({
      merchantId: account.merchantId,
      // The code binds this destination to this account only.
      purpose: `bind_${kind}:${account.id}`,
      destination,
      codeHash: hashCode(destination, code),
      expiresAt: new Date(Date.now() + CODE_MINUTES * MINUTE_MS),
    });
    await identity.messages.send({
      merchantId: account.merchantId,
      channel: kind === 'email' ? 'email' : 'sms',
      to: destination,
      code,
      text: `Crupier: ${code} (${CODE_MINUTES} min).`,
    });
    return { expiredMinutes: CODE_MINUTES };
  }

  async function consumeCode(
    account: AccountRow,
    kind: 'email' | 'mobile',
    destination: string,
    code: string,
  ) {
    const latest = await verificationCodes.latest(
      account.merchantId,
      `bind_${kind}:${account.id}`,
      destination,
    );
    if (!latest || latest.usedAt || latest.attempts >= CODE_ATTEMPTS)
      throw new AppError('invalid_verification_code', 400);
    if (latest.expiresAt.getTime() < Date.now()) throw new AppError('verification_code_expired', 400);
    const given = Buffer.from(hashCode(destination, code.trim()));
    const expected = Buffer.from(latest.codeHash);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
      await verificationCodes.countAttempt(latest.id);
      throw new AppError('invalid_verification_code', 400);
    }
    if (!(await verificationCodes.use(latest.id))) throw new AppError('invalid_verification_code', 400);
  }

  return {
    ...memberSessions(db, identity),

    async profile(account: AccountRow): Promise<TProfile> {
      const fresh = (await accounts.byId(account.id)) ?? account;
      const extra = await profileRow(account.id);
      return {
        id: String(fresh.id),
        account: fresh.username,
        nickname: fresh.nickname,
        realName: extra?.realName ?? null,
        birthday: extra?.birthday ?? null,
        email: fresh.email,
        emailVerified: Boolean(extra?.emailVerifiedAt && fresh.email),
        countryDialingCode: fresh.countryDialingCode,
        mobileNum: fresh.mobileNum,
        mobileVerified: Boolean(extra?.mobileVerifiedAt && fresh.mobileNum),
        hasPaymentPassword: fresh.paymentPasswordHash !== null,
      };
    },

    /** The nickname changes freely; the real name and the birthday are set once (support changes them). */
    async updateProfile(
      account: AccountRow,
      input: { nickname?: string | undefined; realName?: string | undefined; birthday?: string | undefined },
      today: Date,
    ) {
      const extra = await profileRow(account.id);
      if (input.realName !== undefined && extra?.realName && extra.realName !== input.realName)
        throw new AppError('real_name_already_set', 409);
      if (input.birthday !== undefined && extra?.birthday && extra.birthday !== input.birthday)
        throw new AppError('birthday_already_set', 409);
      if (input.birthday !== undefined && ageOn(input.birthday, today) < MIN_AGE_YEARS)
        throw new AppError('too_young', 400);
      if (input.nickname !== undefined) await accounts.update(account.id, { nickname: input.nickname });
      const set: Partial<typeof memberProfiles.$inferInsert> = {};
      if (input.realName !== undefined) set.realName = input.realName;
      if (input.birthday !== undefined) set.birthday = input.birthday;
      if (Object.keys(set).length > 0) await upsertProfile(account.id, set);
    },

    sendEmailCode: (account: AccountRow, email: string, ip: string) =>
      sendCode(account, 'email', email.toLowerCase(), ip),
    async bindEmail(account: AccountRow, email: string, code: string) {
      const address = email.toLowerCase();
      await consumeCode(account, 'email', address, code);
      await accounts.update(account.id, { email: address });
      await upsertProfile(account.id, { emailVerifiedAt: new Date() });
    },

    sendMobileCode: (account: AccountRow, cc: string, num: string, ip: string) =>
      sendCode(account, 'mobile', `${cc}${num}`, ip),
    async bindMobile(account: AccountRow, cc: string, num: string, code: string) {
      const taken = await accounts.byMobile(account.merchantId, cc, num);
      if (taken && taken.id !== account.id) throw new AppError('mobile_taken', 409);
      await consumeCode(account, 'mobile', `${cc}${num}`, code);
      await accounts.update(account.id, { countryDialingCode: cc, mobileNum: num });
      await upsertProfile(account.id, { mobileVerifiedAt: new Date() });
    },

    /**
     * Sets the payment password: the first time the login password confirms it, afterwards the old
     * payment password (checkPaymentPassword: 5 wrong in 15 minutes, then a wait, never a lock).
     */
    setPaymentPassword: (account: AccountRow, input: Parameters<typeof setPaymentPassword>[2]) =>
      setPaymentPassword({ accounts, throttle }, account, input),
  };
}

export type SecurityCentre = ReturnType<typeof createSecurityCentre>;
