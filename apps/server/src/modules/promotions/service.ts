import crypto from 'node:crypto';
import { isTrial } from '@crupier/contract/account-types';
import type { TWebLocale } from '@crupier/contract/constants';
import { formatMinor, parseMinor } from '@crupier/contract/money';
import type {
  TOpsApplication,
  TOpsApplicationQuery,
  TOpsPromotion,
  TOpsPromotionInput,
  TOpsPromotionQuery,
  TOpsRebateRates,
  TOpsRebateRatesInput,
} from '@crupier/contract/ops-promotions';
import { page, type TPageQuery } from '@crupier/contract/paging';
import type {
  TPromotion,
  TPromotionActionResult,
  TPromotionCredit,
  TPromotionQuery,
  TPromotionReward,
  TPromotionRules,
  TPromotionState,
  TRebateClaimResult,
  TRebateLine,
  TRebateView,
} from '@crupier/contract/promotions';
import type { Db } from '@/db/client';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Ledger } from '@/modules/ledger/service';
import { dayOf, localDate } from '@/modules/loyalty/periods';
import { vipLevelOf } from '@/modules/loyalty/vip-level';
import type { Merchant } from '@/modules/merchants/service';
import { inEveryLanguage } from '@/modules/messages/message-language';
import type { SendMessage } from '@/modules/messages/service';
import type { Wallet } from '@/modules/wallet/service';
import { AppError } from '@/platform/app-error';
import type { Clock } from '@/platform/clock';
import { textIn } from '@/platform/content-language';
import { type BonusMoney, createBonusMoney } from './bonus';
import {
  type EntryState,
  knownReward,
  needsJoin,
  parsePercent,
  percentOf,
  percentText,
  type RewardRule,
  rewardOf,
  stateOf,
  WAGERING_WEIGHTS,
} from './engine';
import { createPromotionsRepository, type EntryRow, type PromotionRow } from './repository';

const big = (v: string | null) => (v === null ? null : BigInt(v));
const money = (v: string | null) => (v === null ? null : formatMinor(BigInt(v)));
const minor = (v: string | null | undefined) => (v === null || v === undefined ? null : parseMinor(v));
const pageOf = (q: TPageQuery) => ({ limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize });

/** The refusal of each state a member action does not fit (api-contract: 409 state, 422 business rule). */
const REFUSALS: Partial<Record<TPromotionState, [string, number]>> = {
  coming_soon: ['promotion_not_started', 409],
  close: ['promotion_closed', 409],
  join: ['promotion_join_first', 409],
  apply: ['promotion_needs_approval', 409],
  applying: ['promotion_already_applied', 409],
  rejected: ['promotion_rejected', 409],
  issued: ['promotion_already_claimed', 409],
  claimed: ['promotion_already_claimed', 409],
  signed: ['promotion_already_claimed', 409],
  process: ['promotion_not_qualified', 422],
};
function refuse(state: TPromotionState): never {
  const [code, status] = REFUSALS[state] ?? ['promotion_not_available', 409];
  throw new AppError(code, status);
}

function ruleOf(p: PromotionRow): RewardRule {
  return {
    formula: p.formula,
    amount: big(p.amount),
    minAmount: big(p.min_amount),
    percentBp: p.percent_bp,
    maxAmount: big(p.max_amount),
    prizes: p.prizes.map((x) => ({ amount: parseMinor(x.amount), weight: x.weight })),
  };
}

function rulesView(p: PromotionRow): TPromotionRules {
  return {
    minDeposit: money(p.min_deposit),
    firstDepositOnly: p.first_deposit_only,
    minTurnover: money(p.min_turnover),
    minLoss: money(p.min_loss),
    newMemberDays: p.new_member_days,
    vipLevels: p.vip_levels,
  };
}

function rewardView(p: PromotionRow): TPromotionReward {
  return {
    formula: p.formula,
    amount: money(p.amount),
    minAmount: money(p.min_amount),
    percent: percentText(p.percent_bp),
    maxAmount: money(p.max_amount),
    prizes: p.prizes,
    wageringMultiple: p.wagering_multiple,
    bonusDays: p.bonus_days,
    destination: p.wagering_multiple > 0 ? 'bonus' : 'cash',
  };
}

const joinRule = (p: PromotionRow) => ({
  kind: p.kind,
  minTurnover: big(p.min_turnover),
  minLoss: big(p.min_loss),
});

type Deps = {
  db: Db;
  ledger: Ledger;
  wallet: Wallet;
  clock: Clock;
  onBalance?: (accountId: bigint) => void;
  /** Tells a member of an operator's decision (the messages module's send). */
  notify?: (message: SendMessage) => Promise<unknown>;
};

/**
 * The member's message about an application decision, in every language (the reader gets its own; the
 * merchant's default is the stored title/body). The rejection reason is the staff member's own text.
 */
const DECISION_TEXT: Record<
  TWebLocale,
  Record<'issued' | 'rejected', (title: string, detail: string) => readonly [string, string]>
> = {
  es: {
    issued: (title, amount) => [`Solicitud aprobada: ${title}`, `Se acreditaron ${amount}.`],
    rejected: (title, reason) => [`Solicitud rechazada: ${title}`, `Motivo: ${reason}`],
  },
  en: {
    issued: (title, amount) => [`Application approved: ${title}`, `${amount} was credited.`],
    rejected: (title, reason) => [`Application rejected: ${title}`, `Reason: ${reason}`],
  },
  pt: {
    issued: (title, amount) => [`Solicitação aprovada: ${title}`, `${amount} foram creditados.`],
    rejected: (title, reason) => [`Solicitação recusada: ${title}`, `Motivo: ${reason}`],
  },
  ty: {
    issued: (title, amount) => [`Naaprubahan ang aplikasyon: ${title}`, `Na-credit na ang ${amount}.`],
    rejected: (title, reason) => [`Tinanggihan ang aplikasyon: ${title}`, `Dahilan: ${reason}`],
  },
};

/** What a member's progress toward a promotion is at `now` (deposits, play since the join). */
type Facts = { qualified: boolean; base: bigint; progress: { current: bigint; target: bigint } | null };

/**
 * Promotions (issue 15, docs/promotions.md): the operators' definitions, the members' states and their
 * join / apply / claim, approvals, and the daily rebate. Rewards go to the bonus balance when the
 * promotion has a wagering multiple, else to real money, always from the merchant's promotion account.
 */
export function createPromotions(deps: Deps) {
  const { db, ledger, wallet, clock } = deps;
  const repo = createPromotionsRepository(db);
  const bonus: BonusMoney = createBonusMoney(deps);
  const m$ = (merchant: Merchant) => ({ merchantId: merchant.id, currency: merchant.currency });

  /** The period an entry belongs to: the promotion once, or the merchant day of a daily promotion. */
  const periodKey = (p: PromotionRow, merchant: Merchant, now: Date) =>
    p.repeat === 'daily' ? localDate(now, merchant.gmtOffset) : 'once';

  /** A message to the member about the operator's decision; a failed message never undoes the decision. */
  async function tellDecision(
    merchant: Merchant,
    p: PromotionRow,
    accountId: bigint,
    state: 'issued' | 'rejected',
    detail: string,
  ) {
    if (!deps.notify) return;
    const fallback = merchant.defaultLanguage;
    const texts = inEveryLanguage((language) =>
      DECISION_TEXT[language][state](textIn(p.titles, language, fallback), detail),
    );
    const own = texts[fallback as TWebLocale] ?? texts.es;
    await deps
      .notify({
        merchantId: merchant.id,
        accountId,
        kind: 'promotion',
        title: own.title,
        body: own.body,
        texts,
      })
      .catch(() => undefined);
  }

  async function inAudience(p: PromotionRow, merchant: Merchant, account: AccountRow | null) {
    if (p.audience === 'all') return true;
    if (!account) return p.audience === 'new_members';
    if (p.audience === 'vip') return p.vip_levels.includes(await vipLevelOf(db, merchant.id, account.id));
    if (p.audience === 'new_members') {
      const days = p.new_member_days ?? 30;
      return clock.now().getTime() - account.createdAt.getTime() <= days * 86_400_000;
    }
    if (p.audience === 'downline' && p.agent_account_id)
      return repo.isInDownline(BigInt(p.agent_account_id), account.id);
    return false;
  }

  async function factsOf(
    p: PromotionRow,
    merchant: Merchant,
    account: AccountRow,
    entry: EntryRow | undefined,
    now: Date,
  ): Promise<Facts> {
    let qualified = true;
    let base = 0n;
    let progress: Facts['progress'] = null;
    const minDeposit = big(p.min_deposit) ?? 0n;
    if (p.kind === 'deposit_match' || minDeposit > 0n || p.first_deposit_only) {
      const deposits = await repo.deposits(account.id);
      const from = p.repeat === 'daily' ? dayOf(now, merchant.gmtOffset).start : p.starts_at;
      const candidates = p.first_deposit_only ? deposits.slice(0, 1) : deposits;
      const qualifying = candidates.filter(
        (d) => d.at >= from && (!p.ends_at || d.at < p.ends_at) && d.amount >= minDeposit && d.amount > 0n,
      );
      const chosen = qualifying.at(-1);
      qualified = chosen !== undefined;
      base = chosen?.amount ?? 0n;
    }
    if (needsJoin({ kind: p.kind, minTurnover: big(p.min_turnover), minLoss: big(p.min_loss) })) {
      const since = entry?.state === 'joined' ? entry.created_at : null;
      const play = since ? await repo.playSince(account.id, since) : { stakes: 0n, wins: 0n };
      if (p.kind === 'cashback' || (big(p.min_loss) ?? 0n) > 0n) {
        const loss = play.stakes > play.wins ? play.stakes - play.wins : 0n;
        const target = big(p.min_loss) ?? 0n;
        progress = { current: loss, target };
        qualified = qualified && since !== null && loss > 0n && loss >= target;
        base = loss;
      } else {
        const target = big(p.min_turnover) ?? 0n;
        progress = { current: play.stakes, target };
        qualified = qualified && since !== null && play.stakes >= target;
      }
    }
    return { qualified, base, progress };
  }

  /** One card: the promotion with the member's state. */
  async function card(
    p: PromotionRow,
    merchant: Merchant,
    account: AccountRow | null,
    lang: string,
    now: Date,
    known?: { entries: EntryRow[] },
  ): Promise<TPromotion> {
    const key = periodKey(p, merchant, now);
    const entry = account
      ? known
        ? known.entries.find((e) => e.promotion_id === p.id && e.period_key === key)
        : await repo.entry(BigInt(p.id), account.id, key)
      : undefined;
    const facts = account ? await factsOf(p, merchant, account, entry, now) : null;
    const state = stateOf(
      {
        kind: p.kind,
        status: p.status,
        startsAt: p.starts_at,
        endsAt: p.ends_at,
        requiresApproval: p.requires_approval,
        entry: (entry?.state as EntryState | undefined) ?? null,
        qualified: facts?.qualified ?? false,
        needsJoin: needsJoin({ kind: p.kind, minTurnover: big(p.min_turnover), minLoss: big(p.min_loss) }),
        guest: account === null,
        excluded: false,
      },
      now,
    );
    const claimable =
      facts?.qualified && (state === 'claim' || state === 'apply')
        ? knownReward(ruleOf(p), facts.base)
        : null;
    return {
      id: p.id,
      kind: p.kind as TPromotion['kind'],
      title: textIn(p.titles, lang, merchant.defaultLanguage),
      body: textIn(p.bodies, lang, merchant.defaultLanguage),
      imageUrl: p.image_url,
      state,
      audience: p.audience as TPromotion['audience'],
      repeat: p.repeat,
      requiresApproval: p.requires_approval,
      startsAt: p.starts_at.toISOString(),
      endsAt: p.ends_at?.toISOString() ?? null,
      rules: rulesView(p),
      reward: rewardView(p),
      progress: facts?.progress
        ? { current: formatMinor(facts.progress.current), target: formatMinor(facts.progress.target) }
        : null,
      claimableAmount: claimable === null ? null : formatMinor(claimable),
      rejectedReason: entry?.state === 'rejected' ? entry.reason : null,
      signedDays: account && p.kind === 'daily_signin' ? await repo.signedDays(BigInt(p.id), account.id) : 0,
    };
  }

  /** The promotions a member (or a visitor) sees: active ones in their audience, and closed ones they took part in. */
  async function visible(merchant: Merchant, account: AccountRow | null, kind?: string) {
    const [all, entries] = await Promise.all([
      repo.list(merchant.id, kind ? { kind } : {}),
      account ? repo.entries(account.id) : Promise.resolve([] as EntryRow[]),
    ]);
    const shown: PromotionRow[] = [];
    for (const p of all) {
      const tookPart = entries.some((e) => e.promotion_id === p.id);
      if (p.status === 'closed' && !tookPart) continue;
      if (!tookPart && !(await inAudience(p, merchant, account))) continue;
      shown.push(p);
    }
    return { shown, entries };
  }

  async function loadFor(merchant: Merchant, account: AccountRow, id: string) {
    const p = await repo.get(merchant.id, BigInt(id));
    if (
      !p ||
      (p.status === 'closed' && !(await repo.entries(account.id)).some((e) => e.promotion_id === p.id))
    )
      throw new AppError('promotion_not_found', 404);
    if (!(await inAudience(p, merchant, account))) throw new AppError('promotion_not_eligible', 403);
    return p;
  }

  async function result(
    merchant: Merchant,
    account: AccountRow,
    p: PromotionRow,
    lang: string,
    credit: TPromotionCredit | null,
  ): Promise<TPromotionActionResult> {
    const [promotion, balance, bonusBalance] = await Promise.all([
      card(p, merchant, account, lang, clock.now()),
      wallet.balance(merchant, account),
      bonus.balanceOf(m$(merchant), account.id),
    ]);
    return {
      promotion,
      credit,
      balance: formatMinor(balance.available),
      bonusBalance: formatMinor(bonusBalance),
    };
  }

  /**
   * Credits a reward and records it on the entry, in one transaction: to the bonus balance (wagering
   * multiple > 0) or to real money. The entry's guarded state change makes it happen once.
   */
  async function reward(
    merchant: Merchant,
    accountId: bigint,
    p: PromotionRow,
    entryId: bigint,
    from: string[],
    to: 'claimed' | 'signed' | 'issued',
    amount: bigint,
    decision?: { reason: string | null; decidedBy: bigint },
  ): Promise<TPromotionCredit> {
    const toBonus = p.wagering_multiple > 0;
    const reference = `promo:${p.id}:entry:${entryId}`;
    // Resolve the ledger accounts before the transaction (never created inside one).
    await bonus.promotionAccount(m$(merchant));
    if (toBonus) await bonus.bonusAccount(m$(merchant), accountId);
    else await wallet.walletOf(merchant, { id: accountId, type: 0 });
    const bonusId = await db.transaction(async (tx) => {
      let granted: bigint | null = null;
      if (toBonus)
        granted = await bonus.grant(
          m$(merchant),
          {
            accountId,
            amount,
            multiple: p.wagering_multiple,
            days: p.bonus_days,
            reference,
            promotionId: BigInt(p.id),
            titles: p.titles,
          },
          tx,
        );
      else await bonus.payCash(m$(merchant), accountId, amount, reference, 'promotion_reward', tx);
      const moved = await createPromotionsRepository(tx).advanceEntry(entryId, from, {
        state: to,
        amount,
        destination: toBonus ? 'bonus' : 'cash',
        bonusId: granted,
        reason: decision?.reason ?? null,
        decidedBy: decision?.decidedBy ?? null,
      });
      if (!moved) throw new AppError('promotion_already_claimed', 409);
      return granted;
    });
    deps.onBalance?.(accountId);
    return {
      amount: formatMinor(amount),
      destination: toBonus ? 'bonus' : 'cash',
      bonusId: bonusId === null ? null : String(bonusId),
    };
  }

  async function claim(merchant: Merchant, account: AccountRow, id: string, lang: string, onlyKind?: string) {
    const p = await loadFor(merchant, account, id);
    if (onlyKind && p.kind !== onlyKind) throw new AppError('promotion_kind_mismatch', 409);
    const now = clock.now();
    const current = await card(p, merchant, account, lang, now);
    // Nothing to join for a promotion whose condition is a deposit: it is not met yet.
    if (current.state === 'join' && !needsJoin(joinRule(p)))
      throw new AppError('promotion_not_qualified', 422);
    if (current.state !== 'claim') refuse(current.state);
    const key = periodKey(p, merchant, now);
    const existing = await repo.entry(BigInt(p.id), account.id, key);
    const facts = await factsOf(p, merchant, account, existing, now);
    const amount = rewardOf(ruleOf(p), facts.base, crypto.randomInt(0, 1_000_000) / 1_000_000);
    if (amount <= 0n) throw new AppError('promotion_nothing_to_claim', 422);
    const entry =
      existing ??
      (await repo.insertEntry({
        merchantId: merchant.id,
        promotionId: BigInt(p.id),
        accountId: account.id,
        periodKey: key,
        state: 'joined',
      })) ??
      (await repo.entry(BigInt(p.id), account.id, key));
    if (!entry) throw new AppError('promotion_already_claimed', 409);
    const credit = await reward(
      merchant,
      account.id,
      p,
      BigInt(entry.id),
      ['joined'],
      p.kind === 'daily_signin' ? 'signed' : 'claimed',
      amount,
    );
    return result(merchant, account, p, lang, credit);
  }

  function opsView(
    p: PromotionRow,
    stats?: { participants: string; rewards: string; total: string },
  ): TOpsPromotion {
    return {
      id: p.id,
      kind: p.kind as TOpsPromotion['kind'],
      status: p.status,
      titles: p.titles,
      bodies: p.bodies,
      imageUrl: p.image_url,
      audience: p.audience as TOpsPromotion['audience'],
      agentAccountId: p.agent_account_id,
      requiresApproval: p.requires_approval,
      repeat: p.repeat,
      startsAt: p.starts_at.toISOString(),
      endsAt: p.ends_at?.toISOString() ?? null,
      rules: rulesView(p),
      reward: rewardView(p),
      sort: p.sort,
      participants: Number(stats?.participants ?? 0),
      rewardsCount: Number(stats?.rewards ?? 0),
      rewardsTotal: formatMinor(BigInt(stats?.total ?? 0)),
      createdAt: p.created_at.toISOString(),
      updatedAt: p.updated_at.toISOString(),
    };
  }

  function writeOf(merchant: Merchant, input: TOpsPromotionInput) {
    if (!input.titles[merchant.defaultLanguage])
      throw new AppError('invalid_input', 400, `a title in ${merchant.defaultLanguage} is required`);
    const startsAt = new Date(input.startsAt);
    const endsAt = input.endsAt ? new Date(input.endsAt) : null;
    if (endsAt && endsAt <= startsAt)
      throw new AppError('invalid_input', 400, 'the end must be after the start');
    const percentBp = input.percent === null ? null : parsePercent(input.percent);
    const needs: Record<string, boolean> = {
      fixed: input.amount !== null,
      deposit_percent: percentBp !== null,
      loss_percent: percentBp !== null,
      random:
        input.amount !== null &&
        input.minAmount !== null &&
        parseMinor(input.minAmount) <= parseMinor(input.amount),
      prizes: input.prizes.length > 0,
    };
    if (!needs[input.formula])
      throw new AppError('invalid_input', 400, `the ${input.formula} formula is incomplete`);
    if (input.audience === 'downline' && !input.agentAccountId)
      throw new AppError('invalid_input', 400, 'a downline audience needs the agent');
    if (input.audience === 'vip' && input.vipLevels.length === 0)
      throw new AppError('invalid_input', 400, 'a VIP audience needs its levels');
    return {
      kind: input.kind,
      titles: input.titles,
      bodies: input.bodies,
      imageUrl: input.imageUrl,
      audience: input.audience,
      vipLevels: input.vipLevels,
      newMemberDays: input.newMemberDays,
      agentAccountId: input.agentAccountId ? BigInt(input.agentAccountId) : null,
      startsAt,
      endsAt,
      requiresApproval: input.requiresApproval,
      repeat: input.repeat,
      minDeposit: minor(input.minDeposit),
      firstDepositOnly: input.firstDepositOnly,
      minTurnover: minor(input.minTurnover),
      minLoss: minor(input.minLoss),
      formula: input.formula,
      amount: minor(input.amount),
      minAmount: minor(input.minAmount),
      percentBp,
      maxAmount: minor(input.maxAmount),
      prizes: input.prizes.map((x) => ({ amount: formatMinor(parseMinor(x.amount)), weight: x.weight })),
      wageringMultiple: input.wageringMultiple,
      bonusDays: input.bonusDays,
      sort: input.sort,
    };
  }

  async function applicationView(
    merchant: Merchant,
    row: EntryRow & { titles: Record<string, string>; username: string },
  ): Promise<TOpsApplication> {
    return {
      id: row.id,
      promotionId: row.promotion_id,
      promotionTitle: textIn(row.titles, merchant.defaultLanguage, merchant.defaultLanguage),
      accountId: row.account_id,
      username: row.username,
      remark: row.remark,
      state: row.state as TOpsApplication['state'],
      amount: money(row.amount),
      reason: row.reason,
      createdAt: row.created_at.toISOString(),
      decidedAt: row.decided_at?.toISOString() ?? null,
    };
  }

  // --- rebate ---------------------------------------------------------------------------------

  /** Rate (hundredths of a percent) for a game type and VIP level: that level's row, else the nearest below. */
  function rateFor(
    rates: { gameType: string; vipLevel: number; rateBp: number }[],
    gameType: string,
    level: number,
  ) {
    const candidates = rates.filter((r) => r.gameType === gameType && r.vipLevel <= level);
    candidates.sort((a, b) => b.vipLevel - a.vipLevel);
    return candidates[0]?.rateBp ?? 0;
  }

  /** Computes the rebate lines of the merchant days before `now` not done yet (the last 7), once each. */
  async function runRebate(merchant: Merchant, now: Date) {
    const rates = await repo.rebateRates(merchant.id);
    let lines = 0;
    for (let back = 7; back >= 1; back--) {
      const at = new Date(now.getTime() - back * 86_400_000);
      const day = localDate(at, merchant.gmtOffset);
      const period = dayOf(at, merchant.gmtOffset);
      await db.transaction(async (tx) => {
        const r = createPromotionsRepository(tx);
        if (!(await r.claimRebateRun(merchant.id, day))) return;
        const levels = new Map<bigint, number>();
        for (const t of await r.dayTurnover(merchant.id, period.start, period.end)) {
          let level = levels.get(t.accountId);
          if (level === undefined) {
            level = await vipLevelOf(tx, merchant.id, t.accountId);
            levels.set(t.accountId, level);
          }
          const rateBp = rateFor(rates, t.gameType, level);
          const amount = percentOf(t.turnover, rateBp);
          if (amount <= 0n) continue;
          await r.insertRebateLine({
            merchantId: merchant.id,
            accountId: t.accountId,
            day,
            gameType: t.gameType,
            vipLevel: level,
            turnover: t.turnover,
            rateBp,
            amount,
          });
          lines += 1;
        }
      });
    }
    return lines;
  }

  const lineView = (l: {
    day: string;
    gameType: string;
    turnover: bigint;
    rateBp: number;
    amount: bigint;
  }): TRebateLine => ({
    gameType: l.gameType,
    day: l.day,
    turnover: formatMinor(l.turnover),
    rate: (l.rateBp / 100).toFixed(2),
    amount: formatMinor(l.amount),
  });

  return {
    bonus,

    // --- player calls -----------------------------------------------------------------------------
    async list(merchant: Merchant, account: AccountRow | null, query: TPromotionQuery, lang: string) {
      const now = clock.now();
      const { shown, entries } = await visible(merchant, account, query.kind);
      const slice = shown.slice((query.pageNo - 1) * query.pageSize, query.pageNo * query.pageSize);
      const cards: TPromotion[] = [];
      for (const p of slice) cards.push(await card(p, merchant, account, lang, now, { entries }));
      return page(cards, query, shown.length);
    },

    /** The public state's `availablePromoCount`: promotions the member can join, apply for or claim now. */
    async availableCount(merchant: Merchant, account: AccountRow, lang: string) {
      if (isTrial(account.type)) return 0;
      const now = clock.now();
      const { shown, entries } = await visible(merchant, account);
      let count = 0;
      for (const p of shown) {
        if (p.status !== 'active') continue;
        const { state } = await card(p, merchant, account, lang, now, { entries });
        if (state === 'join' || state === 'apply' || state === 'claim') count += 1;
      }
      return count;
    },

    async join(merchant: Merchant, account: AccountRow, id: string, lang: string) {
      const p = await loadFor(merchant, account, id);
      const now = clock.now();
      const current = await card(p, merchant, account, lang, now);
      // Joining a promotion whose condition is already met is allowed (it changes nothing); twice is not.
      if (current.state !== 'join' && current.state !== 'claim' && current.state !== 'process')
        refuse(current.state);
      const inserted = await repo.insertEntry({
        merchantId: merchant.id,
        promotionId: BigInt(p.id),
        accountId: account.id,
        periodKey: periodKey(p, merchant, now),
        state: 'joined',
      });
      if (!inserted) throw new AppError('promotion_already_joined', 409);
      return result(merchant, account, p, lang, null);
    },

    async apply(
      merchant: Merchant,
      account: AccountRow,
      id: string,
      remark: string | undefined,
      lang: string,
    ) {
      const p = await loadFor(merchant, account, id);
      if (!p.requires_approval) throw new AppError('promotion_no_application', 409);
      const now = clock.now();
      const current = await card(p, merchant, account, lang, now);
      if (current.state !== 'apply') refuse(current.state);
      const key = periodKey(p, merchant, now);
      const facts = await factsOf(p, merchant, account, undefined, now);
      if (!facts.qualified) throw new AppError('promotion_not_qualified', 422);
      const inserted = await repo.insertEntry({
        merchantId: merchant.id,
        promotionId: BigInt(p.id),
        accountId: account.id,
        periodKey: key,
        state: 'applying',
        remark: remark ?? null,
      });
      if (!inserted) throw new AppError('promotion_already_applied', 409);
      return result(merchant, account, p, lang, null);
    },

    claim: (merchant: Merchant, account: AccountRow, id: string, lang: string) =>
      claim(merchant, account, id, lang),
    /** MCS2_claimRafflePromotion: a red envelope's claim. */
    claimRaffle: (merchant: Merchant, account: AccountRow, id: string, lang: string) =>
      claim(merchant, account, id, lang, 'raffle'),

    async bonuses(
      merchant: Merchant,
      account: AccountRow,
      query: TPageQuery & { state?: string | undefined },
      lang: string,
    ) {
      const { rows, total } = await bonus.list(m$(merchant), account.id, query.state, pageOf(query));
      const [{ available }, bonusBalance] = await Promise.all([
        wallet.balance(merchant, account),
        bonus.balanceOf(m$(merchant), account.id),
      ]);
      const active =
        rows.find((r) => r.state === 'active') ?? (await repo.activeBonus(merchant.id, account.id));
      const remaining = active ? BigInt(active.wagering_required) - BigInt(active.wagering_done) : 0n;
      return {
        ...page(
          rows.map((r) => bonus.view(r, lang, merchant.defaultLanguage)),
          query,
          total,
        ),
        bonusBalance: formatMinor(bonusBalance),
        balance: formatMinor(available),
        wageringRemaining: formatMinor(remaining > 0n ? remaining : 0n),
        weights: { ...WAGERING_WEIGHTS },
      };
    },

    async rebate(merchant: Merchant, account: AccountRow): Promise<TRebateView> {
      const [lines, last, vipLevel] = await Promise.all([
        repo.openRebateLines(merchant.id, account.id),
        repo.lastRebateClaim(account.id),
        vipLevelOf(db, merchant.id, account.id),
      ]);
      return {
        vipLevel,
        claimable: formatMinor(lines.reduce((n, l) => n + l.amount, 0n)),
        lines: lines.map(lineView),
        lastClaimedAt: last?.at.toISOString() ?? null,
        lastClaimedAmount: last ? formatMinor(last.amount) : null,
      };
    },

    /** Moves every unclaimed rebate line to real money once; with nothing open it moves nothing. */
    async claimRebate(merchant: Merchant, account: AccountRow): Promise<TRebateClaimResult> {
      const source = await bonus.promotionAccount(m$(merchant));
      const target = await wallet.walletOf(merchant, account);
      const claimed = await db.transaction(async (tx) => {
        const r = createPromotionsRepository(tx);
        const lines = await r.openRebateLines(merchant.id, account.id, true);
        const total = lines.reduce((n, l) => n + l.amount, 0n);
        if (total <= 0n) return { total: 0n, lines: [] as typeof lines };
        const claimId = await r.insertRebateClaim(
          merchant.id,
          account.id,
          total,
          lines.map((l) => l.id),
        );
        await ledger.inTransaction(tx).transfer({
          id: `rebate-claim:${claimId}`,
          merchantId: merchant.id,
          debit: source,
          credit: target,
          amount: total,
          kind: 'rebate',
          reference: `rebate:${claimId}`,
        });
        return { total, lines };
      });
      if (claimed.total > 0n) deps.onBalance?.(account.id);
      const { available } = await wallet.balance(merchant, account);
      return {
        claimed: formatMinor(claimed.total),
        lines: claimed.lines.map(lineView),
        balance: formatMinor(available),
      };
    },

    runRebate,

    // --- operators --------------------------------------------------------------------------------
    ops: {
      async list(merchant: Merchant, query: TOpsPromotionQuery) {
        const filter: { kind?: string; status?: string } = {};
        if (query.kind) filter.kind = query.kind;
        if (query.status) filter.status = query.status;
        const [rows, stats] = await Promise.all([repo.list(merchant.id, filter), repo.stats(merchant.id)]);
        const slice = rows.slice((query.pageNo - 1) * query.pageSize, query.pageNo * query.pageSize);
        return page(
          slice.map((p) => opsView(p, stats.get(p.id))),
          query,
          rows.length,
        );
      },
      async get(merchant: Merchant, id: string) {
        const p = await repo.get(merchant.id, BigInt(id));
        if (!p) throw new AppError('promotion_not_found', 404);
        return opsView(p, (await repo.stats(merchant.id)).get(p.id));
      },
      async create(merchant: Merchant, input: TOpsPromotionInput) {
        const p = await repo.insert(merchant.id, writeOf(merchant, input));
        return { before: null, after: opsView(p) };
      },
      async update(merchant: Merchant, id: string, input: TOpsPromotionInput) {
        const before = await repo.get(merchant.id, BigInt(id));
        if (!before) throw new AppError('promotion_not_found', 404);
        if (before.status === 'closed') throw new AppError('promotion_closed', 409);
        const after = await repo.update(merchant.id, BigInt(id), writeOf(merchant, input));
        return { before: opsView(before), after: opsView(after!) };
      },
      async close(merchant: Merchant, id: string) {
        const before = await repo.get(merchant.id, BigInt(id));
        if (!before) throw new AppError('promotion_not_found', 404);
        if (before.status === 'closed') throw new AppError('promotion_closed', 409);
        const after = await repo.close(merchant.id, BigInt(id));
        return { before: opsView(before), after: opsView(after!) };
      },
      async applications(merchant: Merchant, query: TOpsApplicationQuery) {
        const filter: { state?: string; promotionId?: bigint } = {};
        if (query.state) filter.state = query.state;
        if (query.promotionId) filter.promotionId = BigInt(query.promotionId);
        const { rows, total } = await repo.applications(merchant.id, filter, pageOf(query));
        return page(await Promise.all(rows.map((r) => applicationView(merchant, r))), query, total);
      },
      async decide(
        merchant: Merchant,
        id: string,
        decision: { approve: boolean; reason: string; amount?: string | undefined },
        staffId: bigint,
      ) {
        const entry = await repo.entryById(merchant.id, BigInt(id));
        if (!entry) throw new AppError('application_not_found', 404);
        if (entry.state !== 'applying') throw new AppError('application_decided', 409);
        const p = (await repo.get(merchant.id, BigInt(entry.promotion_id)))!;
        const before = { id: entry.id, state: entry.state };
        if (!decision.approve) {
          const moved = await repo.advanceEntry(BigInt(entry.id), ['applying'], {
            state: 'rejected',
            reason: decision.reason,
            decidedBy: staffId,
          });
          if (!moved) throw new AppError('application_decided', 409);
          await tellDecision(merchant, p, BigInt(entry.account_id), 'rejected', decision.reason);
          return { before, after: { id: entry.id, state: 'rejected', reason: decision.reason } };
        }
        const account = { id: BigInt(entry.account_id), type: 0 } as AccountRow;
        let amount = decision.amount ? parseMinor(decision.amount) : null;
        if (amount === null) {
          const accountRow = await db.query.accounts.findFirst({
            where: (a, { eq }) => eq(a.id, BigInt(entry.account_id)),
          });
          const facts = accountRow
            ? await factsOf(p, merchant, accountRow, undefined, clock.now())
            : { base: 0n };
          amount = rewardOf(ruleOf(p), facts.base, crypto.randomInt(0, 1_000_000) / 1_000_000);
        }
        if (amount <= 0n) throw new AppError('promotion_nothing_to_claim', 422);
        const credit = await reward(
          merchant,
          account.id,
          p,
          BigInt(entry.id),
          ['applying'],
          'issued',
          amount,
          { reason: decision.reason, decidedBy: staffId },
        );
        const shown = new Intl.NumberFormat(merchant.defaultLanguage, { minimumFractionDigits: 2 }).format(
          formatMinor(amount) as `${number}`,
        );
        await tellDecision(merchant, p, account.id, 'issued', `${merchant.currencySymbol}${shown}`);
        return { before, after: { id: entry.id, state: 'issued', credit } };
      },
      async rebateRates(merchant: Merchant): Promise<TOpsRebateRates> {
        const rates = await repo.rebateRates(merchant.id);
        return {
          rates: rates.map((r) => ({
            gameType: r.gameType,
            vipLevel: r.vipLevel,
            rate: (r.rateBp / 100).toFixed(2),
          })),
        };
      },
      async setRebateRates(merchant: Merchant, input: TOpsRebateRatesInput) {
        const before = await this.rebateRates(merchant);
        const rates = input.rates.map((r) => ({
          gameType: r.gameType,
          vipLevel: r.vipLevel,
          rateBp: parsePercent(r.rate),
        }));
        if (rates.some((r) => r.rateBp > 10_000))
          throw new AppError('invalid_input', 400, 'a rate is at most 100 %');
        await db.transaction((tx) => createPromotionsRepository(tx).replaceRebateRates(merchant.id, rates));
        return { before, after: await this.rebateRates(merchant) };
      },
    },
  };
}

export type Promotions = ReturnType<typeof createPromotions>;
