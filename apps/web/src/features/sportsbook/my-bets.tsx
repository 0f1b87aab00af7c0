import { useEffect, useMemo, useState } from 'react';
import { ApiError } from '@/api/client';
import { cashOut, fetchBets, formatOdds, type TOddsFormat, type TSbBet, type TSbSession } from './api';
import { SbTab } from './sb-tab';
import { useSbText } from './text';

/** My open and settled bets, refreshed every 10 s, with cash-out. */
export function MyBets({
  session,
  version,
  money,
  format,
  onBalance,
}: {
  session: TSbSession;
  version: number;
  money: (amount: string) => string;
  format: TOddsFormat;
  onBalance: (balance: string) => void;
}) {
  const { t, language } = useSbText();
  const [state, setState] = useState<'open' | 'settled'>('open');
  const [bets, setBets] = useState<TSbBet[] | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version and reload trigger a refetch
  useEffect(() => {
    let live = true;
    fetchBets(session.sessionId, state, language).then(
      (page) => live && setBets(page.list),
      () => live && setBets([]),
    );
    const timer = setInterval(() => setReload((r) => r + 1), 10_000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [session.sessionId, state, language, version, reload]);

  const doCashout = async (bet: TSbBet) => {
    if (!bet.cashout) return;
    try {
      const res = await cashOut(session.sessionId, bet.betId, bet.cashout);
      onBalance(res.balance);
      setNote(t('cashout_done'));
    } catch (error) {
      const amount = (error instanceof ApiError && (error.details as { amount?: string })?.amount) || '';
      setNote(amount ? t('cashout_changed', { amount: money(amount) }) : t('bet_failed'));
    }
    setReload((r) => r + 1);
  };

  const rows = useMemo(() => bets ?? [], [bets]);
  return (
    <section className="sb-bets" data-testid="sb-bets">
      <div className="sb-tabs" role="tablist">
        {(['open', 'settled'] as const).map((s) => (
          <SbTab key={s} isOn={state === s} testId={`sb-bets-${s}`} onSelect={() => setState(s)}>
            {t(s === 'open' ? 'open_bets' : 'settled_bets')}
          </SbTab>
        ))}
      </div>
      {note && <p className="sb-alert">{note}</p>}
      {bets === null ? (
        <p>{t('loading')}</p>
      ) : rows.length === 0 ? (
        <p className="sb-empty">{t('no_bets')}</p>
      ) : (
        <ul className="sb-betlist">
          {rows.map((bet) => (
            <li
              key={bet.betId}
              className="sb-bet"
              data-testid="sb-bet"
              data-bet-id={bet.betId}
              data-state={bet.state}
              data-kind={bet.kind}
            >
              <div className="sb-bet__head">
                <strong>
                  {t(`kind_${bet.kind}`)}
                  {bet.system ? ` ${bet.system}` : ''} · {formatOdds(bet.odds, format)}
                </strong>
                <span className={`sb-badge sb-badge--${bet.result ?? bet.state}`}>
                  {bet.result ? t(`result_${bet.result}`) : t(`state_${bet.state}`)}
                </span>
              </div>
              <ul className="sb-bet__legs">
                {bet.selections.map((s) => (
                  <li key={s.outcomeId}>
                    <span>
                      {s.name === 'home' || s.name === 'away'
                        ? s.event.split(' – ')[s.name === 'home' ? 0 : 1]
                        : s.name}
                      {s.line ? ` ${s.line}` : ''} <small>{s.event}</small>
                    </span>
                    <span>
                      {formatOdds(s.odds, format)}
                      {s.result ? ` · ${t(`leg_${s.result}`)}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
              <div className="sb-bet__foot">
                <span>
                  {t('stake')}: {money(bet.stake)}
                </span>
                <span data-testid="sb-bet-payout">
                  {bet.state === 'open'
                    ? `${t('potential_win')}: ${money(bet.potentialWin)}`
                    : `${t('payout')}: ${money(bet.payout)}`}
                </span>
              </div>
              {bet.cashout && (
                <button
                  type="button"
                  className="btn sb-cashout"
                  data-testid="sb-cashout"
                  onClick={() => void doCashout(bet)}
                >
                  {t('cashout', { amount: money(bet.cashout) })}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
