import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import { PAYMENT_KEYS } from '@/api/member-query-keys';
import type {
  TDeposit,
  TDepositLimits,
  TDepositLimitsView,
  TDepositMethod,
  TPaymentStatus,
  TPayoutAccount,
  TPayoutAccountRequest,
  TWithdrawal,
  TWithdrawalReceipt,
} from '@/api/member-types';
import { parseList, parseObjectWith, parsePage } from '@/api/parse';

const parseDeposit = parseObjectWith<TDeposit>('id', 'status', 'amount');
const parseWithdrawal = parseObjectWith<TWithdrawal>('id', 'status', 'amount');
const parseLimits = parseObjectWith<TDepositLimitsView>('current', 'pending');

export type TListQuery = { pageNo: number; pageSize: number; status?: TPaymentStatus | undefined };

/** GET /wps/payments/deposit/methods: the merchant's methods with their limits. */
export function depositMethodsQueryOptions() {
  return queryOptions({
    queryKey: PAYMENT_KEYS.methods,
    queryFn: ({ signal }) =>
      apiFetch('/wps/payments/deposit/methods', { signal, parse: (v) => parseList<TDepositMethod>(v) }),
    staleTime: 5 * 60_000,
  });
}
export const useDepositMethods = () => useQuery(depositMethodsQueryOptions());

/** POST /wps/payments/deposits: starts a deposit (manual transfer, or a provider page to pay on). */
export function createDeposit(
  body: { methodId: number; amount: string; reference?: string },
  idempotencyKey: string,
) {
  return apiFetch('/wps/payments/deposits', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    parse: parseDeposit,
  });
}

/** POST /wps/payments/deposits/:id/receipt: the transfer receipt as a PNG or JPEG data URL. */
export function uploadReceipt(depositId: string, image: string) {
  return apiFetch(`/wps/payments/deposits/${encodeURIComponent(depositId)}/receipt`, {
    method: 'POST',
    body: { image },
  });
}

/** GET /wps/payments/deposits: my deposits, newest first. */
export function useDeposits(query: TListQuery) {
  return useQuery({
    queryKey: [...PAYMENT_KEYS.deposits, query],
    queryFn: ({ signal }) =>
      apiFetch('/wps/payments/deposits', { signal, query, parse: (v) => parsePage<TDeposit>(v) }),
    placeholderData: keepPreviousData,
  });
}

/** GET /wps/payments/deposit-limits. */
export function useDepositLimits() {
  return useQuery({
    queryKey: PAYMENT_KEYS.limits,
    queryFn: ({ signal }) => apiFetch('/wps/payments/deposit-limits', { signal, parse: parseLimits }),
  });
}

/** PUT /wps/payments/deposit-limits: tighter at once, looser after 24 hours. */
export function setDepositLimits(body: TDepositLimits) {
  return apiFetch('/wps/payments/deposit-limits', { method: 'PUT', body, parse: parseLimits });
}

/** GET /wps/payments/payout-accounts: masked, never the full number. */
export function usePayoutAccounts() {
  return useQuery({
    queryKey: PAYMENT_KEYS.payoutAccounts,
    queryFn: ({ signal }) =>
      apiFetch('/wps/payments/payout-accounts', { signal, parse: (v) => parseList<TPayoutAccount>(v) }),
  });
}

/** POST /wps/payments/payout-accounts (payment password). */
export function addPayoutAccount(body: TPayoutAccountRequest) {
  return apiFetch('/wps/payments/payout-accounts', {
    method: 'POST',
    body,
    parse: parseObjectWith<TPayoutAccount>('id', 'accountNumberMasked'),
  });
}

/** DELETE /wps/payments/payout-accounts/:id. */
export function removePayoutAccount(id: number) {
  return apiFetch(`/wps/payments/payout-accounts/${id}`, { method: 'DELETE' });
}

/** POST /wps/payments/withdrawals: the amount is held until an operator decides. */
export function requestWithdrawal(
  body: { payoutAccountId: number; amount: string; paymentPassword: string; forfeitBonus?: boolean },
  idempotencyKey: string,
) {
  return apiFetch('/wps/payments/withdrawals', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    parse: parseWithdrawal,
  });
}

/** GET /wps/payments/withdrawals: my withdrawals, newest first. */
export function useWithdrawals(query: TListQuery) {
  return useQuery({
    queryKey: [...PAYMENT_KEYS.withdrawals, query],
    queryFn: ({ signal }) =>
      apiFetch('/wps/payments/withdrawals', { signal, query, parse: (v) => parsePage<TWithdrawal>(v) }),
    placeholderData: keepPreviousData,
  });
}

/** POST /wps/payments/withdrawals/:id/confirm: received, not received, or all received. */
export function confirmWithdrawal(id: string, result: TWithdrawalReceipt) {
  return apiFetch(`/wps/payments/withdrawals/${encodeURIComponent(id)}/confirm`, {
    method: 'POST',
    body: { result },
    parse: parseWithdrawal,
  });
}
