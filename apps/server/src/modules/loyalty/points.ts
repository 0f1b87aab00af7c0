import type { TWebLocale } from '@crupier/contract/constants';
import type { TDelivery, TPointReward, TRedeemRequest, TRedemption } from '@crupier/contract/loyalty';
import { page, type TPageQuery } from '@crupier/contract/paging';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/client';
import { checkPaymentPassword } from '@/modules/identity/payment-password';
import type { AccountRow } from '@/modules/identity/repository';
import type { Ledger } from '@/modules/ledger/service';
import type { Merchant } from '@/modules/merchants/service';
import { inEveryLanguage } from '@/modules/messages/message-language';
import type { SendMessage } from '@/modules/messages/service';
import type { Wallet } from '@/modules/wallet/service';
import { AppError } from '@/platform/app-error';
import type { Clock } from '@/platform/clock';
import { formatMinor } from '@/platform/money';
import type { Throttle } from '@/platform/throttle';
import {
  createLoyaltyRepository,
  type LoyaltyRepository,
  type LoyaltySettingsRow,
  type RedemptionRow,
  type RewardRow,
} from './repository';

/** Points are a currency of their own in the ledger: whole points, never negative (player account). */
export const POINTS_CURRENCY = 'PTS';
/** Rules when the merchant has no loyalty_settings row. */
export const DEFAULT_SETTINGS = {
  turnoverPerPoint: 1000n,
  convertPoints: 100,
  convertAmount: 100n,
  minConvertPoints: 100,
  referralReward: 0n,
  referralMinDeposit: 0n,
  referralMinTurnover: 0n,
  referralWindowDays: 30,
};
export type Settings = typeof DEFAULT_SETTINGS;
/** How far back, in ledger entry ids, the accrual re-reads (entries committed out of id order). */
const ACCRUAL_OVERLAP = 10_000n;

/** Wagering of every loyalty bonus granted through the promotions module: once the amount, 30 days. */
export const LOYALTY_BONUS_TERMS = { multiple: 1, days: 30 } as const;
/** The bonus titles members see in their bonus list, by loyalty reason. */
export const LOYALTY_BONUS_TITLES: Record<string, Record<string, string>> = {
  points_reward: { es: 'Bono de la tienda de puntos', en: 'Points mall bonus' },
  vip_level_up: { es: 'Bono de ascenso VIP', en: 'VIP level-up bonus' },
  vip_birthday: { es: 'Bono de cumpleaños VIP', en: 'VIP birthday bonus' },
  referral: { es: 'Bono por invitar amigos', en: 'Invite-a-friend bonus' },
};

/** Optional bonus grant of the promotions module: credits the bonus balance with its wagering. */
export type BonusGrant = (input: {
  merchant: Merchant;
  account: AccountRow;
  amount: bigint;
  id: string;
  reason: string;
}) => Promise<void>;

export type LoyaltyDeps = {
  db: Db;
  repo: LoyaltyRepository;
  ledger: Ledger;
  wallet: Wallet;
  clock: Clock;
  throttle: Throttle;
  bonus?: BonusGrant | undefined;
  /** Tells a member of an operator's decision (the messages module's send). */
  notify?: ((message: SendMessage) => Promise<unknown>) | undefined;
};

/**
 * The member's message about a redemption decision, in every language (the reader gets its own; the
 * stored title/body are the deciding staff member's language). The rejection reason is the staff's text.
 */
const DECISION_TEXT: Record<
  TWebLocale,
  {
    approved: (reward: string) => readonly [string, string];
    rejected: (reward: string, reason: string) => readonly [string, string];
  }
> = {
  es: {
    approved: (reward) => [`Canje aprobado: ${reward}`, 'Su canje fue aprobado y está en camino.'],
    rejected: (reward, reason) => [
      `Canje rechazado: ${reward}`,
      `Motivo: ${reason}. Sus puntos fueron devueltos.`,
    ],
  },
  en: {
    approved: (reward) => [
      `Redemption approved: ${reward}`,
      'Your redemption was approved and is on its way.',
    ],
    rejected: (reward, reason) => [
      `Redemption rejected: ${reward}`,
      `Reason: ${reason}. Your points were given back.`,
    ],
  },
  pt: {
    approved: (reward) => [`Resgate aprovado: ${reward}`, 'Seu resgate foi aprovado e está a caminho.'],
    rejected: (reward, reason) => [
      `Resgate recusado: ${reward}`,
      `Motivo: ${reason}. Seus pontos foram devolvidos.`,
    ],
  },
  ty: {
    approved: (reward) => [
      `Naaprubahan ang redemption: ${reward}`,
      'Naaprubahan ang iyong redemption at papunta na ito sa iyo.',
    ],
    rejected: (reward, reason) => [
      `Tinanggihan ang redemption: ${reward}`,
      `Dahilan: ${reason}. Naibalik na ang iyong mga puntos.`,
    ],
  },
};

const text = (value: Record<string, string> | null | undefined, lang: string) =>
  value?.[lang] ?? value?.en ?? value?.es ?? Object.values(value ?? {})[0] ?? '';

export function settingsOf(row: LoyaltySettingsRow | undefined): Settings {
  return row ? { ...DEFAULT_SETTINGS, ...row } : DEFAULT_SETTINGS;
}

/** The points mall: balance, catalogue, redeem, history, rules, convert, movements; and the accrual. */
export function createPoints(deps: LoyaltyDeps) {
  const { repo, ledger, wallet, clock, throttle } = deps;

  const pointsAccount = (merchantId: number, accountId: bigint) =>
    ledger.account({
      merchantId,
      ownerType: 'player',
      ownerId: accountId,
      kind: 'points',
      currency: POINTS_CURRENCY,
    });
  const issuer = (merchantId: number) =>
    ledger.account({
      merchantId,
      ownerType: 'points',
      ownerId: null,
      kind: 'issued',
      currency: POINTS_CURRENCY,
    });
  /** Where the loyalty programme's cash comes from (owner type promotion, in the merchant's currency). */
  const cashPool = (merchant: Merchant) =>
    ledger.account({
      merchantId: merchant.id,
      ownerType: 'promotion',
      ownerId: null,
      kind: 'loyalty',
      currency: merchant.currency,
    });

  async function balance(merchantId: number, accountId: bigint): Promise<number> {
    return Number((await ledger.balance(await pointsAccount(merchantId, accountId))).available);
  }

  /** Gives points from the issuer (idempotent by `id`), inside `tx` when given. */
  async function credit(
    merchantId: number,
    accountId: bigint,
    points: bigint,
    id: string,
    kind: string,
    tx?: Db,
  ) {
    if (points <= 0n) return;
    const [from, to] = await Promise.all([issuer(merchantId), pointsAccount(merchantId, accountId)]);
    const books = tx ? ledger.inTransaction(tx) : ledger;
    await books.transfer({ id, merchantId, debit: from, credit: to, amount: points, kind });
  }

  /** Takes points back to the issuer; never below zero (the ledger refuses: insufficient_points). */
  async function debit(
    merchantId: number,
    accountId: bigint,
    points: bigint,
    id: string,
    kind: string,
    tx: Db,
  ) {
    const [from, to] = await Promise.all([pointsAccount(merchantId, accountId), issuer(merchantId)]);
    try {
      await ledger
        .inTransaction(tx)
        .transfer({ id, merchantId, debit: from, credit: to, amount: points, kind });
    } catch (error) {
      if (error instanceof AppError && error.code === 'insufficient_funds')
        throw new AppError('insufficient_points', 422);
      throw error;
    }
  }

  /** Pays cash to the member's wallet from the loyalty pool (idempotent by `id`). */
  async function payCash(
    merchant: Merchant,
    account: Pick<AccountRow, 'id' | 'type'>,
    amount: bigint,
    id: string,
    kind: string,
    tx?: Db,
  ) {
    const [from, to] = await Promise.all([cashPool(merchant), wallet.walletOf(merchant, account)]);
    const books = tx ? ledger.inTransaction(tx) : ledger;
    await books.transfer({
      id,
      merchantId: merchant.id,
      debit: from,
      credit: to,
      amount,
      kind,
      reference: id,
    });
  }

  /**
   * Resolves (creates once) every ledger account a loyalty move of this member may touch. Call it
   * before a transaction: accounts are created on the pool, never inside the caller's transaction.
   */
  async function prepare(merchant: Merchant, account: Pick<AccountRow, 'id' | 'type'>) {
    await Promise.all([
      pointsAccount(merchant.id, account.id),
      issuer(merchant.id),
      cashPool(merchant),
      wallet.walletOf(merchant, account),
    ]);
  }

  const settings = async (merchantId: number) => settingsOf(await repo.settings(merchantId));

  function rewardView(row: RewardRow, lang: string): TPointReward {
    return {
      id: row.id,
      kind: row.kind as TPointReward['kind'],
      name: text(row.name, lang),
      description: text(row.description, lang),
      points: row.points,
      amount: row.kind === 'item' ? null : formatMinor(row.amount),
      stock: row.stock,
      needsAddress: row.kind === 'item',
    };
  }

  function redemptionView(row: RedemptionRow, name: Record<string, string>, lang: string): TRedemption {
    return {
      id: String(row.id),
      rewardId: row.rewardId,
      rewardName: text(name, lang),
      kind: row.kind as TRedemption['kind'],
      points: row.points,
      amount: row.kind === 'item' ? null : formatMinor(row.amount),
      state: row.state as TRedemption['state'],
      delivery: (row.delivery as TDelivery | null) ?? null,
      reason: row.decisionReason,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    };
  }

  /** Operator-approved kinds: physical items, and bonuses when no bonus service is wired. */
  const needsApproval = (kind: string) => kind === 'item' || (kind === 'bonus' && !deps.bonus);

  return {
    pointsAccount,
    prepare,
    credit,
    balance,
    settings,
    payCash,

    async balanceOf(merchant: Merchant, account: AccountRow) {
      const accrual = await repo.accrual(account.id);
      const points = await balance(merchant.id, account.id);
      return { points, totalEarned: Number(accrual?.pointsEarned ?? 0n), neverExpire: true as const };
    },

    async rewards(merchant: Merchant, lang: string, kind?: string) {
      return (await repo.rewards(merchant.id, kind)).map((r) => rewardView(r, lang));
    },

    async config(merchant: Merchant) {
      const s = await settings(merchant.id);
      return {
        turnoverPerPoint: formatMinor(s.turnoverPerPoint),
        convertPoints: s.convertPoints,
        convertAmount: formatMinor(s.convertAmount),
        minConvertPoints: s.minConvertPoints,
        neverExpire: true as const,
        validTurnover: 'bet, *_bet − *_rollback',
      };
    },

    /**
     * Redeems a reward: payment password first (a wrong one moves nothing), then in one transaction
     * the stock, the record and the points debit (and the cash credit for cash rewards). Idempotent
     * by the request key: a repeat returns the first redemption.
     */
    async redeem(
      merchant: Merchant,
      account: AccountRow,
      input: TRedeemRequest,
      requestKey: string,
      lang: string,
    ) {
      const replay = await repo.redemptionByKey(account.id, requestKey);
      if (replay) {
        const reward = await repo.reward(merchant.id, replay.rewardId);
        // A grant interrupted after the commit is finished by the retry (the grant is idempotent by id).
        if (replay.kind === 'bonus' && replay.state === 'approved' && deps.bonus) {
          await deps.bonus({
            merchant,
            account,
            amount: replay.amount,
            id: `points-bonus:${replay.id}`,
            reason: 'points_reward',
          });
        }
        return {
          redemption: redemptionView(replay, reward?.name ?? {}, lang),
          points: await balance(merchant.id, account.id),
        };
      }
      await checkPaymentPassword(throttle, account, input.paymentPassword);
      const reward = await repo.reward(merchant.id, input.rewardId);
      if (!reward) throw new AppError('reward_not_found', 404);
      if (reward.kind === 'item' && !input.delivery) throw new AppError('delivery_required', 400);
      // Resolve the ledger accounts before the transaction (account creation is not transactional).
      await prepare(merchant, account);
      const approval = needsApproval(reward.kind);
      const row = await deps.db.transaction(async (tx) => {
        const txRepo = createLoyaltyRepository(tx);
        if (!(await txRepo.takeStock(reward.id))) throw new AppError('reward_out_of_stock', 409);
        const inserted = await txRepo.insertRedemption({
          merchantId: merchant.id,
          accountId: account.id,
          rewardId: reward.id,
          requestKey,
          kind: reward.kind,
          points: reward.points,
          amount: reward.amount,
          state: approval ? 'in_process' : 'approved',
          delivery: reward.kind === 'item' ? (input.delivery ?? null) : null,
          createdAt: clock.now(),
          decidedAt: approval ? null : clock.now(),
        });
        await debit(
          merchant.id,
          account.id,
          BigInt(reward.points),
          `points-redeem:${inserted.id}`,
          'points_redeem',
          tx,
        );
        if (reward.kind === 'cash') {
          await payCash(merchant, account, reward.amount, `points-cash:${inserted.id}`, 'points_cash', tx);
        }
        return inserted;
      });
      if (reward.kind === 'bonus' && deps.bonus) {
        await deps.bonus({
          merchant,
          account,
          amount: reward.amount,
          id: `points-bonus:${row.id}`,
          reason: 'points_reward',
        });
      }
      return {
        redemption: redemptionView(row, reward.name, lang),
        points: await balance(merchant.id, account.id),
      };
    },

    async redeemList(
      merchant: Merchant,
      account: AccountRow,
      query: TPageQuery & { state?: string | undefined },
      lang: string,
    ) {
      const { rows, total } = await repo.redemptions(
        { merchantId: merchant.id, accountId: account.id, ...(query.state ? { state: query.state } : {}) },
        query.pageSize,
        (query.pageNo - 1) * query.pageSize,
      );
      return page(
        rows.map((r) => redemptionView(r.r, r.name, lang)),
        query,
        total,
      );
    },

    async opsRedemptions(
      merchantId: number,
      query: TPageQuery & { state?: string | undefined },
      lang: string,
    ) {
      const { rows, total } = await repo.redemptions(
        { merchantId, ...(query.state ? { state: query.state } : {}) },
        query.pageSize,
        (query.pageNo - 1) * query.pageSize,
      );
      return page(
        rows.map((r) => ({ ...redemptionView(r.r, r.name, lang), username: r.username })),
        query,
        total,
      );
    },

    /**
     * The operator's decision on a redemption in process: approve (a bonus reward is granted then, when
     * a bonus service exists), or reject, which gives the points back (and the stock) in the same
     * transaction. A decided redemption is 409.
     */
    async decide(
      merchantId: number,
      staffId: bigint,
      id: bigint,
      approve: boolean,
      reason: string,
      lang: string,
    ) {
      const current = await repo.redemption(merchantId, id);
      if (!current) throw new AppError('redemption_not_found', 404);
      await Promise.all([pointsAccount(merchantId, current.accountId), issuer(merchantId)]);
      const row = await deps.db.transaction(async (tx) => {
        const decided = await createLoyaltyRepository(tx).decideRedemption(
          id,
          approve ? 'approved' : 'rejected',
          staffId,
          reason,
          clock.now(),
        );
        if (!decided) throw new AppError('redemption_decided', 409);
        if (!approve) {
          await credit(
            merchantId,
            decided.accountId,
            BigInt(decided.points),
            `points-refund:${decided.id}`,
            'points_refund',
            tx,
          );
          await createLoyaltyRepository(tx).giveBackStock(decided.rewardId);
        }
        return decided;
      });
      const reward = await repo.reward(merchantId, row.rewardId);
      if (deps.notify) {
        const texts = inEveryLanguage((language) => {
          const name = text(reward?.name, language);
          return approve
            ? DECISION_TEXT[language].approved(name)
            : DECISION_TEXT[language].rejected(name, reason);
        });
        const { title, body } = texts[lang as TWebLocale] ?? texts.es;
        // A failed message never undoes the decision.
        await deps
          .notify({
            merchantId,
            accountId: row.accountId,
            kind: 'points',
            title,
            body,
            texts,
            sentBy: staffId,
          })
          .catch(() => undefined);
      }
      return redemptionView(row, reward?.name ?? {}, lang);
    },

    /** Converts a multiple of convertPoints to cash (payment password; idempotent by request key). */
    async convert(
      merchant: Merchant,
      account: AccountRow,
      input: { points: number; paymentPassword: string },
      requestKey: string,
    ) {
      const replay = await repo.conversionByKey(account.id, requestKey);
      if (replay) {
        return {
          points: await balance(merchant.id, account.id),
          converted: replay.points,
          amount: formatMinor(replay.amount),
        };
      }
      await checkPaymentPassword(throttle, account, input.paymentPassword);
      const s = await settings(merchant.id);
      if (input.points < s.minConvertPoints) {
        throw new AppError('points_below_minimum', 422, undefined, { minimum: s.minConvertPoints });
      }
      if (input.points % s.convertPoints !== 0) {
        throw new AppError('points_not_multiple', 400, undefined, { multiple: s.convertPoints });
      }
      const amount = (BigInt(input.points) / BigInt(s.convertPoints)) * s.convertAmount;
      await prepare(merchant, account);
      const row = await deps.db.transaction(async (tx) => {
        const inserted = await createLoyaltyRepository(tx).insertConversion({
          merchantId: merchant.id,
          accountId: account.id,
          requestKey,
          points: input.points,
          amount,
          createdAt: clock.now(),
        });
        await debit(
          merchant.id,
          account.id,
          BigInt(input.points),
          `points-convert:${inserted.id}`,
          'points_convert',
          tx,
        );
        await payCash(merchant, account, amount, `points-convert-cash:${inserted.id}`, 'points_cash', tx);
        return inserted;
      });
      return {
        points: await balance(merchant.id, account.id),
        converted: row.points,
        amount: formatMinor(row.amount),
      };
    },

    /** The points account's movements (ODSFE2_MemTransDet), newest first. */
    async details(merchant: Merchant, account: AccountRow, query: TPageQuery) {
      const id = await pointsAccount(merchant.id, account.id);
      const { rows, total } = await repo.entries(id, query.pageSize, (query.pageNo - 1) * query.pageSize);
      return page(
        rows.map((r) => ({
          id: r.id,
          at: new Date(r.at).toISOString(),
          kind: r.kind,
          points: Number(r.amount),
          balanceAfter: Number(r.balance_after),
        })),
        query,
        total,
      );
    },

    /**
     * The accrual job: for every member whose wallet moved since the last run, the all-time net valid
     * turnover gives floor(turnover / turnoverPerPoint) points; the difference with what was given is
     * credited, with the counter moved in the same transaction (guarded: concurrent runs give once).
     * Refunds after points were given lower the turnover; points already given are kept.
     */
    async accrue(merchant: Merchant, log: FastifyBaseLogger) {
      const s = await settings(merchant.id);
      const watermark = await repo.watermark(merchant.id, 'points');
      const top = await repo.maxEntryId();
      const since = watermark > ACCRUAL_OVERLAP ? watermark - ACCRUAL_OVERLAP : 0n;
      const active = await repo.turnoverOfActive(merchant.id, merchant.currency, since);
      let credited = 0;
      for (const member of active) {
        if (member.pointsEarned === null) await repo.ensureAccrual(merchant.id, member.accountId);
        const before = member.pointsEarned ?? 0n;
        const due = member.turnover > 0n ? member.turnover / s.turnoverPerPoint : 0n;
        const points = due > before ? due - before : 0n;
        if (points === 0n) continue;
        await Promise.all([pointsAccount(merchant.id, member.accountId), issuer(merchant.id)]);
        await deps.db.transaction(async (tx) => {
          if (
            !(await createLoyaltyRepository(tx).advanceAccrual(
              member.accountId,
              before,
              member.turnover,
              due,
            ))
          )
            return;
          await credit(
            merchant.id,
            member.accountId,
            points,
            `points-accrual:${member.accountId}:${due}`,
            'points_accrual',
            tx,
          );
          credited++;
        });
      }
      await repo.setWatermark(merchant.id, 'points', top);
      if (credited > 0) log.info({ merchant: merchant.code, members: credited }, 'points accrued');
      return active.map((m) => m.accountId);
    },
  };
}

export type Points = ReturnType<typeof createPoints>;
