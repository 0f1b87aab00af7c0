import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import { WALLET_KEYS } from '@/api/member-query-keys';
import type {
  THistoryQuery,
  TMemberTransferRequest,
  TMerchantWallet,
  TMovement,
  TWalletBalance,
} from '@/api/member-types';
import { parseObjectWith, parsePage } from '@/api/parse';

const parseBalance = parseObjectWith<TWalletBalance>('balance', 'held', 'available');
const parseMerchantWallet = parseObjectWith<TMerchantWallet>('isSingle', 'wallets');

/** GET /wps/v2/wallets/balance: balance, funds held by pending withdrawals, available. */
export function walletBalanceQueryOptions() {
  return queryOptions({
    queryKey: WALLET_KEYS.balance,
    queryFn: ({ signal }) => apiFetch('/wps/v2/wallets/balance', { signal, parse: parseBalance }),
    staleTime: 30_000,
  });
}
export const useWalletBalance = () => useQuery(walletBalanceQueryOptions());

/** GET /wps/wallet/transactionHistory: the account record (dates in the merchant's time zone). */
export function useTransactionHistory(query: THistoryQuery) {
  return useQuery({
    queryKey: [...WALLET_KEYS.history, query],
    queryFn: ({ signal }) =>
      apiFetch('/wps/wallet/transactionHistory', {
        signal,
        query,
        parse: (value) => parsePage<TMovement>(value),
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST /wps/relay/GCS_merchantWallet: the wallets of transfer-mode vendors. */
export function useMerchantWallets() {
  return useQuery({
    queryKey: WALLET_KEYS.vendors,
    queryFn: ({ signal }) =>
      apiFetch('/wps/relay/GCS_merchantWallet', {
        method: 'POST',
        body: {},
        signal,
        parse: parseMerchantWallet,
      }),
  });
}

/** POST /wps/relay/GCS_walletTransfer: main wallet (MAIN) ↔ a transfer-mode vendor wallet. */
export function walletTransfer(body: { from: string; to: string; amount: string }, idempotencyKey: string) {
  return apiFetch('/wps/relay/GCS_walletTransfer', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    parse: parseMerchantWallet,
  });
}

/** POST /wps/wallet/transfer/member: to the upline or, for agents, to a downline account. */
export function memberTransfer(body: TMemberTransferRequest, idempotencyKey: string) {
  return apiFetch('/wps/wallet/transfer/member', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    parse: parseBalance,
  });
}
