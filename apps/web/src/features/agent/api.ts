import type {
  TAgentOverview,
  TConsolidated,
  TContract,
  TContractKind,
  TContractOffer,
  TCreateDownline,
  TDownlineMember,
  TPayout,
} from '@crupier/contract/agents';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';

type TPage<T> = { list: T[]; pageNo: number; pageSize: number; totalPages: number; total: number };
type TQuery = Record<string, string | number | undefined>;

export type TTeamBet = {
  roundId: string;
  at: string;
  member: string;
  vendor: string;
  gameType: string;
  gameName: string;
  state: string;
  bet: string;
  win: string;
  profit: string;
};
export type TProfitRow = {
  member: string;
  rounds: number;
  turnover: string;
  wins: string;
  profit: string;
  deposits: string;
  withdrawals: string;
};
export type TDownlineTx = {
  id: string;
  at: string;
  member: string;
  kind: string;
  amount: string;
  balanceAfter: string;
};
export type TRevenue = {
  totals: Record<TContractKind, string>;
  total: string;
  list: { source: TContractKind; periodId: string; periodEnd: string; amount: string }[];
};

const KEY = ['agent'] as const;
const clean = (q: TQuery) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));

function useGet<T>(path: string, query: TQuery = {}, enabled = true) {
  return useQuery({
    queryKey: [...KEY, path, query],
    queryFn: ({ signal }) => apiFetch<T>(path, { signal, query: clean(query) }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const useOverview = () => useGet<TAgentOverview>('/wps/agent/overview');
export const useConsolidated = () =>
  useQuery({
    queryKey: [...KEY, 'consolidated'],
    queryFn: ({ signal }) => apiFetch<TConsolidated>('/wps/member/info/funds/consolidated', { signal }),
    refetchInterval: 30_000,
  });
export const useDownline = (q: TQuery) => useGet<TPage<TDownlineMember>>('/wps/agent/downline', q);
export const useBets = (q: TQuery) =>
  useGet<TPage<TTeamBet> & { turnover: string; wins: string; profit: string; totalCapped: boolean }>(
    '/wps/agent/bets',
    q,
  );
export const useProfit = (q: TQuery) => useGet<TPage<TProfitRow>>('/wps/agent/profit', q);
export const useTransactions = (q: TQuery) => useGet<TPage<TDownlineTx>>('/wps/agent/transactions', q);
export const useRevenue = (q: TQuery) => useGet<TRevenue>('/wps/agent/revenue', q);
export const useAnnouncements = (lang: string) =>
  useGet<{ id: number; title: string; content: string; at: string | null }[]>('/wps/agent/announcements', {
    lang,
  });
export const useContracts = () => useGet<{ mine: TContract[]; granted: TContract[] }>('/wps/agent/contracts');
export const useSalaries = (q: TQuery) => useGet<TPage<TPayout>>('/wps/agent/salaries', q);
export const useDividends = (q: TQuery) => useGet<TPage<TPayout>>('/wps/agent/dividends', q);

function useAgentMutation<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export const useCreateDownline = () =>
  useAgentMutation((body: TCreateDownline) =>
    apiFetch<{ id: string; username: string }>('/wps/agent/downline', { method: 'POST', body }),
  );
export const useSetStatus = () =>
  useAgentMutation(({ id, status }: { id: string; status: 'active' | 'locked' }) =>
    apiFetch(`/wps/agent/downline/${id}/status`, { method: 'PUT', body: { status } }),
  );
export const useOffer = () =>
  useAgentMutation((body: TContractOffer) =>
    apiFetch<TContract>('/wps/agent/contracts', { method: 'POST', body }),
  );
export const useTerminate = () =>
  useAgentMutation((id: string) =>
    apiFetch<TContract>(`/wps/agent/contracts/${id}/terminate`, { method: 'POST' }),
  );
/** The spec's contract actions (accept or reject a new contract or a termination). */
export const useDecide = () =>
  useAgentMutation(
    ({ action, contractId, accept }: { action: string; contractId: string; accept: boolean }) =>
      apiFetch<TContract>(`/wps/relay/${action}`, { method: 'POST', body: { contractId, accept } }),
  );
