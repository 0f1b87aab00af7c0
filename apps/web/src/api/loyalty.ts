import type {
  TConvertResult,
  TLeaderboard,
  TMission,
  TMissionSummary,
  TPointBalance,
  TPointConfig,
  TPointDetails,
  TPointReward,
  TRedeemList,
  TRedeemResult,
  TReferral,
  TVipState,
} from '@crupier/contract/loyalty';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import { apiFetchEncrypted } from '@/api/encrypted';

/** Under 'member', so that logout drops one account's loyalty data before the next signs in. */
export const LOYALTY_KEYS = {
  all: ['member', 'loyalty'] as const,
  balance: ['member', 'loyalty', 'balance'] as const,
  rewards: ['member', 'loyalty', 'rewards'] as const,
  history: ['member', 'loyalty', 'history'] as const,
  details: ['member', 'loyalty', 'details'] as const,
  config: ['member', 'loyalty', 'config'] as const,
  vip: ['member', 'loyalty', 'vip'] as const,
  missions: ['member', 'loyalty', 'missions'] as const,
  leaderboard: ['member', 'loyalty', 'leaderboard'] as const,
  referral: ['member', 'loyalty', 'referral'] as const,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
/** Light checks of the answers (the server validates the contract's zod schemas; zod stays out of the web app). */
function withKeys<T>(...keys: string[]) {
  return (value: unknown): T => {
    if (!isRecord(value) || keys.some((key) => !(key in value))) throw new Error('Unexpected value');
    return value as T;
  };
}
const asList = <T>(value: unknown): T[] => {
  if (!Array.isArray(value)) throw new Error('Not a list');
  return value as T[];
};
const asPage = <T extends { list: unknown[] }>(value: unknown) =>
  withKeys<T>('list', 'pageNo', 'totalPages')(value);

const relay = (action: string) => `/wps/relay/${action}`;

export const usePointBalance = () =>
  useQuery({
    queryKey: LOYALTY_KEYS.balance,
    queryFn: ({ signal }) =>
      apiFetch(relay('MCS2_getPointBalance'), {
        method: 'POST',
        body: {},
        signal,
        parse: withKeys<TPointBalance>('points'),
      }),
  });

export const useRewards = () =>
  useQuery({
    queryKey: LOYALTY_KEYS.rewards,
    queryFn: ({ signal }) =>
      apiFetch(relay('MCS2_getPointReward'), {
        method: 'POST',
        body: {},
        signal,
        parse: asList<TPointReward>,
      }),
  });

export const useRedeemHistory = (pageNo: number) =>
  useQuery({
    queryKey: [...LOYALTY_KEYS.history, pageNo],
    queryFn: ({ signal }) =>
      apiFetch(relay('MCS2_getRedeemPointList'), {
        method: 'POST',
        body: { pageNo, pageSize: 10 },
        signal,
        parse: asPage<TRedeemList>,
      }),
    placeholderData: keepPreviousData,
  });

export const usePointDetails = (pageNo: number) =>
  useQuery({
    queryKey: [...LOYALTY_KEYS.details, pageNo],
    queryFn: ({ signal }) =>
      apiFetch(relay('ODSFE2_MemTransDet'), {
        method: 'POST',
        body: { pageNo, pageSize: 10 },
        signal,
        parse: asPage<TPointDetails>,
      }),
    placeholderData: keepPreviousData,
  });

export const usePointConfig = () =>
  useQuery({
    queryKey: LOYALTY_KEYS.config,
    queryFn: ({ signal }) =>
      apiFetch(relay('MCS2_getPointConfig'), {
        method: 'POST',
        body: {},
        signal,
        parse: withKeys<TPointConfig>('turnoverPerPoint'),
      }),
  });

/** passwordCheck/MCS2_redeemPointReward: sealed, with the action's Idempotency-Key. */
export const redeemReward = (
  body: {
    rewardId: number;
    paymentPassword: string;
    delivery?: { recipient: string; phone: string; address: string };
  },
  idempotencyKey: string,
) =>
  apiFetchEncrypted(relay('passwordCheck/MCS2_redeemPointReward'), body, {
    headers: { 'idempotency-key': idempotencyKey },
    parse: withKeys<TRedeemResult>('redemption', 'points'),
  });

/** passwordCheck/MCS2_convertPoint: sealed, with the action's Idempotency-Key. */
export const convertPoints = (body: { points: number; paymentPassword: string }, idempotencyKey: string) =>
  apiFetchEncrypted(relay('passwordCheck/MCS2_convertPoint'), body, {
    headers: { 'idempotency-key': idempotencyKey },
    parse: withKeys<TConvertResult>('points', 'amount'),
  });

export const useVip = () =>
  useQuery({
    queryKey: LOYALTY_KEYS.vip,
    queryFn: ({ signal }) =>
      apiFetch('/wps/vip', { signal, parse: withKeys<TVipState>('levels', 'progress') }),
  });

export const useMissions = () =>
  useQuery({
    queryKey: LOYALTY_KEYS.missions,
    queryFn: ({ signal }) =>
      apiFetch(relay('MCSFE_getMissionSummaryDetails'), {
        method: 'POST',
        body: {},
        signal,
        parse: withKeys<TMissionSummary>('missions', 'claimableCount'),
      }),
  });

export const claimMission = (id: number, idempotencyKey: string) =>
  apiFetch(`/wps/missions/${id}/claim`, {
    method: 'POST',
    headers: { 'idempotency-key': idempotencyKey },
    parse: withKeys<TMission>('id', 'state'),
  });

export const useLeaderboard = (period: 'daily' | 'weekly') =>
  useQuery({
    queryKey: [...LOYALTY_KEYS.leaderboard, period],
    queryFn: ({ signal }) =>
      apiFetch(relay('MCSFE_getMissionLeaderboard'), {
        method: 'POST',
        body: { period },
        signal,
        parse: withKeys<TLeaderboard>('list', 'me'),
      }),
  });

export const useReferral = () =>
  useQuery({
    queryKey: LOYALTY_KEYS.referral,
    queryFn: ({ signal }) =>
      apiFetch('/wps/referral', { signal, parse: withKeys<TReferral>('code', 'invitees') }),
    retry: false,
  });
