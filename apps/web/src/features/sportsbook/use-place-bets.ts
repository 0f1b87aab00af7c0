import { useState } from 'react';
import { ApiError } from '@/api/client';
import { fromMinor, placeBet, type TSbSession } from './api';
import type { TPick } from './book-model';
import { type TSbText, useSbText } from './text';

export type TSlipKind = 'single' | 'combo' | 'system';
export type TAcceptOdds = 'none' | 'higher' | 'any';
export type TSlipMessage = { text: string; tone: 'ok' | 'error' | 'warn' };
type TSetPicks = (update: (list: TPick[]) => TPick[]) => void;

/** What the player reads when a bet is refused; moved odds also update the picks. */
function refusal(error: unknown, t: TSbText, session: TSbSession, setPicks: TSetPicks): TSlipMessage {
  if (!(error instanceof ApiError)) return { text: t('bet_failed'), tone: 'error' };
  if (error.code === 'odds_changed') {
    const moved = (error.details as { selections?: { outcomeId: string; odds: string }[] })?.selections ?? [];
    setPicks((list) =>
      list.map((p) => ({ ...p, odds: moved.find((m) => m.outcomeId === p.outcomeId)?.odds ?? p.odds })),
    );
    return { text: t('odds_changed'), tone: 'warn' };
  }
  if (error.code === 'stake_limit')
    return {
      text: t('stake_limit', { min: session.limits.minStake, max: session.limits.maxStake }),
      tone: 'error',
    };
  if (error.code === 'market_suspended') return { text: t('market_suspended'), tone: 'error' };
  if (error.code === 'insufficient_funds') return { text: t('insufficient_funds'), tone: 'error' };
  return { text: error.message || t('bet_failed'), tone: 'error' };
}

/**
 * Places the slip: one bet per pick for singles, else one combo or system bet. Picks placed leave the
 * slip; after a refusal the rest stay (with the moved odds when the odds changed).
 */
export function usePlaceBets(session: TSbSession, setPicks: TSetPicks, onPlaced: (balance: string) => void) {
  const { t } = useSbText();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<TSlipMessage | null>(null);
  const [changed, setChanged] = useState(false);

  async function submit(picks: TPick[], kind: TSlipKind, k: number, stakeMinor: bigint, accept: TAcceptOdds) {
    setBusy(true);
    setMessage(null);
    const slips =
      kind === 'single'
        ? picks.map((p) => ({ kind: 'single' as const, selections: [p] }))
        : [{ kind, selections: picks }];
    let lastBalance: string | null = null;
    const placed = new Set<string>();
    try {
      for (const slip of slips) {
        const res = await placeBet({
          sessionId: session.sessionId,
          kind: slip.kind,
          system: slip.kind === 'system' ? `${k}/${picks.length}` : undefined,
          stake: fromMinor(stakeMinor),
          selections: slip.selections.map((p) => ({ outcomeId: p.outcomeId, odds: p.odds })),
          acceptOdds: accept,
        });
        lastBalance = res.balance;
        for (const p of slip.selections) placed.add(p.outcomeId);
      }
      setPicks(() => []);
      setChanged(false);
      setMessage({ text: t('placed'), tone: 'ok' });
    } catch (error) {
      setPicks((list) => list.filter((p) => !placed.has(p.outcomeId)));
      const next = refusal(error, t, session, setPicks);
      if (next.tone === 'warn') setChanged(true);
      setMessage(next);
    } finally {
      if (lastBalance) onPlaced(lastBalance);
      setBusy(false);
    }
  }

  return { submit, busy, message, changed };
}
