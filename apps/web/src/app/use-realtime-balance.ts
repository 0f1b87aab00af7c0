import type { TMemberInfo } from '@crupier/contract/identity';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { memberInfoQueryOptions } from '@/api/member-info';
import { PAYMENT_KEYS, WALLET_KEYS } from '@/api/member-query-keys';
import type { TWalletBalance } from '@/api/member-types';
import { connectRealtime, type TBalanceEvent } from '@/api/realtime';
import { MC_KEYS } from '@/features/member/api/mc-keys';

const MEMBER_INFO_KEY = memberInfoQueryOptions().queryKey;

/**
 * A balance pushed by the server: the header (member info's publicState.balance, the available
 * balance) and the member centre's balance change at once; when money moved, the lists that show
 * it (account record, deposits, withdrawals, vendor wallets) are fetched again if on screen.
 */
export function applyBalance(
  queryClient: QueryClient,
  event: TBalanceEvent,
  previous: TBalanceEvent | null,
): void {
  const cached = queryClient.getQueryData<TWalletBalance>(WALLET_KEYS.balance);
  const before = previous ?? cached ?? null;
  queryClient.setQueryData<TMemberInfo>(MEMBER_INFO_KEY, (info) =>
    info
      ? { ...info, publicState: { ...info.publicState, balance: event.available, held: event.held } }
      : info,
  );
  if (cached) {
    queryClient.setQueryData<TWalletBalance>(WALLET_KEYS.balance, {
      ...cached,
      balance: event.balance,
      held: event.held,
      available: event.available,
      currency: event.currency,
    });
  }
  const hasMoved =
    before !== null &&
    (before.balance !== event.balance || before.held !== event.held || before.available !== event.available);
  if (!hasMoved) return;
  for (const queryKey of [
    WALLET_KEYS.history,
    WALLET_KEYS.vendors,
    PAYMENT_KEYS.deposits,
    PAYMENT_KEYS.withdrawals,
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

function refreshMessages(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: MC_KEYS.unread });
  void queryClient.invalidateQueries({ queryKey: MC_KEYS.messages });
}

/**
 * One real-time channel for the logged-in page: open while there is a token, reopened with backoff
 * when it drops, closed when the token goes (logout) or changes (another login).
 */
export function useRealtimeBalance(
  token: string | null,
  connect: typeof connectRealtime = connectRealtime,
): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    let previous: TBalanceEvent | null = null;
    return connect({
      token,
      onBalance: (event) => {
        applyBalance(queryClient, event, previous);
        previous = event;
      },
      // Member centre: a new message or a changed unread count refreshes the badge and the list.
      onEvent: (event) => {
        if (event.type === 'message' || event.type === 'unread') refreshMessages(queryClient);
      },
      // A message sent while the channel was opening (or down) was not pushed: look again.
      onSubscribed: () => refreshMessages(queryClient),
      // The server no longer knows the token: the member info call says so and ends the session.
      onUnauthorized: () => void queryClient.invalidateQueries({ queryKey: MEMBER_INFO_KEY }),
    });
  }, [token, queryClient, connect]);
}
