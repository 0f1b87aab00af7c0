import type {
  PROMOTION_ACTIONS,
  TBonusList,
  TPromotion,
  TPromotionActionResult,
  TPromotionKind,
  TPromotionList,
  TPromotionMemberAction,
  TRebateClaimResult,
  TRebateView,
} from '@crupier/contract/promotions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import { WALLET_KEYS } from '@/api/member-query-keys';
import { parseObjectWith, parsePage } from '@/api/parse';

/** Under 'member', so that logout drops one account's promotions before the next signs in. */
export const PROMO_KEYS = {
  all: ['member', 'promotions'] as const,
  list: ['member', 'promotions', 'list'] as const,
  bonuses: ['member', 'promotions', 'bonuses'] as const,
  rebate: ['member', 'promotions', 'rebate'] as const,
};

const parseBonuses = (value: unknown): TBonusList => {
  const page = parsePage<TBonusList['list'][number]>(value);
  return parseObjectWith<TBonusList>('bonusBalance', 'balance', 'wageringRemaining', 'weights')(page);
};
const parseRebate = parseObjectWith<TRebateView>('vipLevel', 'claimable', 'lines');
const parseActionResult = parseObjectWith<TPromotionActionResult>('promotion', 'credit', 'balance');
const parseRebateClaim = parseObjectWith<TRebateClaimResult>('claimed', 'lines', 'balance');

/** GET /wps/promotions: every promotion with the member's state (a visitor sees them too). */
export const usePromotions = (signedIn: boolean) =>
  useQuery({
    queryKey: [...PROMO_KEYS.list, signedIn],
    queryFn: ({ signal }) =>
      apiFetch('/wps/promotions', {
        signal,
        query: { pageNo: 1, pageSize: 100 },
        parse: (v) => parsePage<TPromotion>(v) as TPromotionList,
      }),
    placeholderData: keepPreviousData,
  });

/** POST /wps/promotions/<id>/<join | apply | claim>; a claim moves money, so it carries its key. */
export function promotionAction(
  id: string,
  action: TPromotionMemberAction,
  body: { remark?: string } = {},
  idempotencyKey: string = crypto.randomUUID(),
) {
  return apiFetch(`/wps/promotions/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    parse: parseActionResult,
  });
}

/** The contract's action name, typed against it without bringing zod into the web app. */
const CLAIM_RAFFLE: (typeof PROMOTION_ACTIONS)['claimRaffle'] = 'MCS2_claimRafflePromotion';

/** MCS2_claimRafflePromotion: open a red envelope (kind raffle). */
export function claimRaffle(promotionId: string, idempotencyKey: string = crypto.randomUUID()) {
  return apiFetch(`/wps/relay/${CLAIM_RAFFLE}`, {
    method: 'POST',
    body: { promotionId },
    headers: { 'Idempotency-Key': idempotencyKey },
    parse: parseActionResult,
  });
}

/** A member action on a promotion; refreshes promotions, bonuses and the balance afterwards. */
export function usePromotionAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: {
      id: string;
      kind: TPromotionKind;
      action: TPromotionMemberAction;
      remark?: string;
    }) =>
      vars.kind === 'raffle' && vars.action === 'claim'
        ? claimRaffle(vars.id)
        : promotionAction(vars.id, vars.action, vars.remark ? { remark: vars.remark } : {}),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: PROMO_KEYS.all });
      void client.invalidateQueries({ queryKey: WALLET_KEYS.all });
    },
  });
}

/** GET /wps/bonuses. */
export const useBonuses = (pageNo: number) =>
  useQuery({
    queryKey: [...PROMO_KEYS.bonuses, pageNo],
    queryFn: ({ signal }) =>
      apiFetch('/wps/bonuses', { signal, query: { pageNo, pageSize: 10 }, parse: parseBonuses }),
    placeholderData: keepPreviousData,
  });

/** GET /wps/rebate. */
export const useRebate = () =>
  useQuery({
    queryKey: PROMO_KEYS.rebate,
    queryFn: ({ signal }) => apiFetch('/wps/rebate', { signal, parse: parseRebate }),
  });

/** POST /wps/rebate/claim: one key per click, so a double click or a retry claims once. */
export function claimRebate(idempotencyKey: string) {
  return apiFetch('/wps/rebate/claim', {
    method: 'POST',
    body: {},
    headers: { 'Idempotency-Key': idempotencyKey },
    parse: parseRebateClaim,
  });
}
