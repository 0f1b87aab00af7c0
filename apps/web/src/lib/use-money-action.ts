import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createIdempotencyKeeper, isUndecided } from '@/lib/idempotency';

/** Attempts of one action: the first and up to two retries, all with the same key. */
const MAX_ATTEMPTS = 3;

/**
 * A call that moves money, with its Idempotency-Key (api-contract): one key per action, the same on
 * every retry of that action, automatic (after a lost answer) or by pressing the button again. The
 * lists the action changes are refreshed once it has an answer.
 */
export function useMoneyAction<TBody, TResult>(
  call: (body: TBody, idempotencyKey: string) => Promise<TResult>,
  options: { invalidate?: readonly QueryKey[]; onSuccess?: (result: TResult, body: TBody) => void } = {},
) {
  const [keeper] = useState(() => createIdempotencyKeeper());
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TBody) => {
      try {
        const result = await call(body, keeper.keyFor(body));
        keeper.settle();
        return result;
      } catch (error) {
        keeper.settle(error);
        throw error;
      }
    },
    retry: (failures, error) => failures < MAX_ATTEMPTS - 1 && isUndecided(error),
    retryDelay: (attempt) => 500 * 2 ** attempt,
    onSuccess: (result, body) => options.onSuccess?.(result, body),
    onSettled: () =>
      Promise.all((options.invalidate ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
