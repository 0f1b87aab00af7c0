import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import { BET_KEYS } from '@/api/member-query-keys';
import type { TBetRecord, TBettingRecordPage, TBettingRecordQuery, TRoundDetail } from '@/api/member-types';
import { parseObjectWith, parsePage } from '@/api/parse';

/** A page of rounds with the totals of the range (turnover, wins, profit). */
export function parseBettingRecord(value: unknown): TBettingRecordPage {
  const page = parsePage<TBetRecord>(value);
  return parseObjectWith<TBettingRecordPage>('turnover', 'wins', 'profit')(page);
}

const parseRoundDetail = parseObjectWith<TRoundDetail>(
  'roundId',
  'engine',
  'outcome',
  'serverSeedHash',
  'clientSeed',
  'nonce',
  'serverSeed',
  'walletTransactions',
);

/** GET /wps/member/bettingRecord: the player's rounds, newest first, and the range's totals. */
export function useBettingRecord(query: TBettingRecordQuery) {
  return useQuery({
    queryKey: [...BET_KEYS.record, query],
    queryFn: ({ signal }) =>
      apiFetch('/wps/member/bettingRecord', { signal, query, parse: parseBettingRecord }),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /wps/member/bettingRecord/<roundId>: one of the player's rounds with its outcome, seeds and
 * wallet transaction ids. (The house game server's own GET /rgs/rounds/<id> needs a live game
 * session, which the member centre does not have.)
 */
export function useRoundDetail(roundId: string | null) {
  return useQuery({
    queryKey: [...BET_KEYS.round, roundId],
    queryFn: ({ signal }) =>
      apiFetch(`/wps/member/bettingRecord/${encodeURIComponent(roundId ?? '')}`, {
        signal,
        parse: parseRoundDetail,
      }),
    enabled: roundId !== null,
    // A settled round never changes; an open one, or a seed not yet revealed, may.
    staleTime: 10_000,
  });
}
