import type {
  TMemberMessage,
  TProfile,
  TProfitReport,
  TRgLimitsRequest,
  TRgView,
} from '@crupier/contract/member-centre';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import { apiFetchEncrypted } from '@/api/encrypted';
import type { TPage } from '@/api/member-types';
import { parseList, parseObjectWith, parsePage } from '@/api/parse';
import { currentLanguage } from '@/i18n/i18n';
import { MC_KEYS } from './mc-keys';

export type TLoginHistoryItem = { at: string; ip: string | null; device: string | null; site: string };
export type TActiveSession = {
  id: string;
  startedAt: string;
  lastSeenAt: string;
  ip: string | null;
  device: string | null;
  current: boolean;
};
export type TFeedbackItem = {
  id: string;
  content: string;
  images: number;
  answer: string | null;
  answeredAt: string | null;
  at: string;
};
export type TBetFilters = { vendors: { code: string; name: string }[]; gameTypes: string[] };

const parseProfile = parseObjectWith<TProfile>('id', 'account', 'nickname', 'hasPaymentPassword');
const parseRg = parseObjectWith<TRgView>('limits', 'pending', 'realityCheckMinutes', 'usage', 'session');
const parseProfit = parseObjectWith<TProfitReport>('days', 'byGame', 'totals');
const parseCount = parseObjectWith<{ count: number }>('count');

export const useProfile = () =>
  useQuery({
    queryKey: MC_KEYS.profile,
    queryFn: ({ signal }) => apiFetch('/wps/member/profile', { signal, parse: parseProfile }),
  });

export function useProfileMutation<V>(call: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: MC_KEYS.profile }),
  });
}

export const updateProfile = (body: { nickname?: string; realName?: string; birthday?: string }) =>
  apiFetch('/wps/member/profile', { method: 'PUT', body, parse: parseProfile });
export const sendEmailCode = (email: string) =>
  apiFetch<{ expiredMinutes: number }>('/wps/member/bind/email/code', { method: 'POST', body: { email } });
export const bindEmail = (body: { email: string; code: string }) =>
  apiFetch('/wps/member/bind/email', { method: 'POST', body });
export const sendMobileCode = (body: { countryDialingCode: string; mobileNum: string }) =>
  apiFetch<{ expiredMinutes: number }>('/wps/member/bind/mobile/code', { method: 'POST', body });
export const bindMobile = (body: { countryDialingCode: string; mobileNum: string; code: string }) =>
  apiFetch('/wps/member/bind/mobile', { method: 'POST', body });
/** Encrypted (spec: payment passwords never travel in clear JSON). */
export const setPaymentPassword = (payload: {
  paymentPassword: string;
  oldPaymentPassword?: string;
  password?: string;
}) => apiFetchEncrypted('/wps/member/payment-password', payload, { method: 'PUT' });

export const useLoginHistory = () =>
  useQuery({
    queryKey: MC_KEYS.history,
    queryFn: ({ signal }) =>
      apiFetch('/wps/member/login-history', { signal, parse: parseList<TLoginHistoryItem> }),
  });
export const useActiveSessions = () =>
  useQuery({
    queryKey: MC_KEYS.sessions,
    queryFn: ({ signal }) => apiFetch('/wps/member/sessions', { signal, parse: parseList<TActiveSession> }),
  });
export const revokeSession = (id: string) =>
  apiFetch(`/wps/member/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });

export type TProfitQuery = { startDate: string; endDate: string; vendor?: string; gameType?: string };
export const useProfit = (query: TProfitQuery) =>
  useQuery({
    queryKey: [...MC_KEYS.profit, query],
    queryFn: ({ signal }) => apiFetch('/wps/member/profit', { signal, query, parse: parseProfit }),
    placeholderData: keepPreviousData,
  });
export const useBetFilters = () =>
  useQuery({
    queryKey: MC_KEYS.filters,
    queryFn: ({ signal }) =>
      apiFetch('/wps/member/bettingRecord/filters', {
        signal,
        parse: parseObjectWith<TBetFilters>('vendors', 'gameTypes'),
      }),
  });

/** The member's messages in the chosen language (the server keeps system messages in each one). */
export const useMessages = (pageNo: number) =>
  useQuery({
    queryKey: [...MC_KEYS.messages, currentLanguage(), pageNo],
    queryFn: ({ signal }) =>
      apiFetch('/wps/messages', {
        signal,
        query: { pageNo, pageSize: 20 },
        parse: (v) => parsePage<TMemberMessage>(v) as TPage<TMemberMessage> & { unread: number },
      }),
  });
/** CSP_unreadCount: the badge of the header and the menu. */
export const useUnreadCount = (enabled = true) =>
  useQuery({
    queryKey: MC_KEYS.unread,
    queryFn: ({ signal }) =>
      apiFetch('/wps/relay/CSP_unreadCount', { method: 'POST', body: {}, signal, parse: parseCount }),
    enabled,
    staleTime: 30_000,
  });
export const markMessageRead = (id: string) =>
  apiFetch(`/wps/messages/${encodeURIComponent(id)}/read`, { method: 'POST', parse: parseCount });
export const deleteMessage = (id: string) =>
  apiFetch(`/wps/messages/${encodeURIComponent(id)}`, { method: 'DELETE', parse: parseCount });

export const sendFeedback = (body: { content: string; images: string[] }) =>
  apiFetch('/wps/feedback', { method: 'PUT', body });
export const useMyFeedback = () =>
  useQuery({
    queryKey: MC_KEYS.feedback,
    queryFn: ({ signal }) =>
      apiFetch('/wps/feedback', { signal, query: { pageSize: 20 }, parse: parsePage<TFeedbackItem> }),
  });

export const useRg = () =>
  useQuery({
    queryKey: MC_KEYS.rg,
    queryFn: ({ signal }) => apiFetch('/wps/rg', { signal, parse: parseRg }),
  });
export const setRgLimits = (body: TRgLimitsRequest) =>
  apiFetch('/wps/rg/limits', { method: 'PUT', body, parse: parseRg });
export const setRealityCheck = (minutes: number) =>
  apiFetch('/wps/rg/reality-check', { method: 'PUT', body: { minutes }, parse: parseRg });
export const takeCoolOff = (hours: number) =>
  apiFetch('/wps/rg/cool-off', { method: 'POST', body: { hours } });
export const selfExclude = (months: number) =>
  apiFetch('/wps/rg/self-exclusion', { method: 'POST', body: { months } });

export { MC_KEYS };
