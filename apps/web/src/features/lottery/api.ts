import type { TCurrentDraw, TLotteryBet, TLotteryDraw } from '@crupier/contract/lottery';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';

export type TMenuGame = {
  gameCode: string;
  name: string;
  prizeMode: string;
  area: string;
  kind: string;
  route: string;
  schedule: string;
  tiers: { code: string; count: number; digits: number }[];
};
type TMenus = { gameMenus: { accountTypeName: string; prizeMode: string; games: TMenuGame[] }[] };
type TPage<T> = { list: T[]; pageNo: number; pageSize: number; totalPages: number; total: number };

export const LOTTERY_KEY = ['lottery'] as const;

/** GET /lgw/games/game_menus (prize mode), or the VN menu GET /lgw/vn/games/game_menu. */
export function useMenus(prizeMode: string, vn: boolean, language: string) {
  return useQuery({
    queryKey: [...LOTTERY_KEY, 'menus', prizeMode, vn, language],
    queryFn: ({ signal }) =>
      apiFetch<TMenus>(vn ? '/lgw/vn/games/game_menu' : '/lgw/games/game_menus', {
        signal,
        query: vn ? { prizeMode, device: 'WEB', language } : { prizeMode, language },
      }),
    staleTime: 60_000,
  });
}

/** GET /lgw/draws/current: the open draw; polled so the page moves on after the close. */
export function useCurrentDraw(gameCode: string | undefined) {
  return useQuery({
    queryKey: [...LOTTERY_KEY, 'current', gameCode],
    queryFn: ({ signal }) => apiFetch<TCurrentDraw>('/lgw/draws/current', { signal, query: { gameCode } }),
    enabled: Boolean(gameCode),
    refetchInterval: 15_000,
  });
}

/** GET /lgw/vn/numeros/opened/game: the latest results of the game. */
export function useResults(gameCode: string | undefined, pageSize = 5) {
  return useQuery({
    queryKey: [...LOTTERY_KEY, 'results', gameCode, pageSize],
    queryFn: ({ signal }) =>
      apiFetch<TPage<TLotteryDraw>>('/lgw/vn/numeros/opened/game', {
        signal,
        query: { gameCode, pageNo: 1, pageSize },
      }),
    enabled: Boolean(gameCode),
    placeholderData: keepPreviousData,
  });
}

/** GET /lgw/bets: my bets on the game. */
export function useMyBets(gameCode: string | undefined) {
  return useQuery({
    queryKey: [...LOTTERY_KEY, 'bets', gameCode],
    queryFn: ({ signal }) =>
      apiFetch<TPage<TLotteryBet>>('/lgw/bets', { signal, query: { gameCode, pageNo: 1, pageSize: 42 } }),
    enabled: Boolean(gameCode),
  });
}

/** GET /wps/v2/wallets/balance (shown on the page, refreshed after bets and draws). */
export function useBalance() {
  return useQuery({
    queryKey: [...LOTTERY_KEY, 'balance'],
    queryFn: ({ signal }) =>
      apiFetch<{ available: string; currency: string }>('/wps/v2/wallets/balance', { signal }),
    refetchInterval: 15_000,
  });
}

export type TSlipItem = { key: string; drawId: string; betType: string; numbers: string[]; stake: string };

/** POST /lgw/bets for each slip item, one Idempotency-Key per item (a retry never bets twice). */
export function usePlaceBets() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (items: TSlipItem[]) => {
      const placed: TLotteryBet[] = [];
      for (const item of items) {
        const result = await apiFetch<{ bet: TLotteryBet; balance: string }>('/lgw/bets', {
          method: 'POST',
          headers: { 'Idempotency-Key': item.key },
          body: { drawId: item.drawId, betType: item.betType, numbers: item.numbers, stake: item.stake },
        });
        placed.push(result.bet);
      }
      return placed;
    },
    onSettled: () => client.invalidateQueries({ queryKey: LOTTERY_KEY }),
  });
}
