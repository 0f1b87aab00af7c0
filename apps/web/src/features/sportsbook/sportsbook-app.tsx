import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '@/api/client';
import { createGameChannel } from '@/api/game-channel';
import { useMemberMoney } from '@/lib/format-balance';
import { parseAmountInput } from '@/lib/money';
import {
  cashOut,
  fetchBets,
  fetchEvents,
  formatOdds,
  fromMinor,
  openSession,
  placeBet,
  potentialWin,
  streamUrl,
  type TOddsFormat,
  type TSbBet,
  type TSbEvent,
  type TSbSession,
} from './api';
import { type TSbKey, type TSbText, useSbText } from './text';
import './sportsbook.css';

const SPORTS = ['football', 'basketball', 'tennis', 'esports', 'cockfight'] as const;
type TSport = (typeof SPORTS)[number];
const STORE_KEY = 'crupier.sportsbook';
const ODDS_KEY = 'crupier.sportsbook.odds';
const PRESETS = ['1.00', '5.00', '10.00', '50.00'];

type TMarket = TSbEvent['markets'][number];
type TPick = {
  outcomeId: string;
  eventId: string;
  odds: string;
  label: string;
  event: string;
  market: string;
};

/** A launch token is spent once: the call is shared per token (React may run an effect twice). */
const pending = new Map<string, Promise<TSbSession>>();
function openOnce(token: string) {
  let call = pending.get(token);
  if (!call) {
    call = openSession(token);
    pending.set(token, call);
  }
  return call;
}

function readStored(): TSbSession | null {
  try {
    const raw = sessionStorage.getItem(STORE_KEY);
    return raw ? (JSON.parse(raw) as TSbSession) : null;
  } catch {
    return null;
  }
}

function marketTitle(t: TSbText, market: Pick<TMarket, 'type' | 'line'>): string {
  return t(`market_${market.type}` as TSbKey, { line: market.line ?? '' });
}

function outcomeLabel(
  t: TSbText,
  name: string,
  event: { home: string; away: string },
  market?: Pick<TMarket, 'type' | 'line'>,
): string {
  if (name === 'home') return event.home;
  if (name === 'away') return event.away;
  if (/^\d+-\d+$/.test(name) || ['1X', 'X2', '12'].includes(name)) return name;
  const key = `outcome_${name}` as TSbKey;
  const text = t(key, { home: event.home, away: event.away });
  return market?.type === 'total' && market.line ? `${text} ${market.line}` : text;
}

/**
 * The house sportsbook client (opened at /seamless?launch=…&client=sportsbook): sports and leagues, live
 * and upcoming lists, an event's markets, the bet slip (single, combo, system), my bets with cash-out,
 * and live odds, scores and clocks over `/sb/events/stream`.
 */
export function SportsbookApp() {
  const { t, ready } = useSbText();
  const location = useLocation();
  const navigate = useNavigate();
  const launch = new URLSearchParams(location.search).get('launch');
  const [session, setSession] = useState<TSbSession | null>(() => (launch ? null : readStored()));
  const [failed, setFailed] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the token alone decides
  useEffect(() => {
    if (!launch) return;
    let live = true;
    openOnce(launch).then(
      (s) => {
        if (!live) return;
        sessionStorage.setItem(STORE_KEY, JSON.stringify(s));
        setSession(s);
        const params = new URLSearchParams(location.search);
        params.delete('launch');
        navigate(`${location.pathname}?${params.toString()}`, { replace: true });
      },
      (error: unknown) => live && setFailed(error instanceof ApiError ? error.code : 'failed'),
    );
    return () => {
      live = false;
    };
  }, [launch]);

  // The texts arrive with the client's namespace (a moment on a first open).
  if (!ready) return <div className="sb" aria-busy="true" />;
  if (session)
    return <Book session={session} onEnded={() => setFailed('session_expired')} ended={failed !== null} />;
  if (failed || (!launch && !session))
    return (
      <div className="sb sb--ended" data-testid="sb-ended">
        <p>{t('session_ended')}</p>
        <Link className="btn btn--primary" to="/">
          {t('back_to_lobby')}
        </Link>
      </div>
    );
  return (
    <div className="sb" role="status">
      {t('loading')}
    </div>
  );
}

function Book({ session, onEnded, ended }: { session: TSbSession; onEnded: () => void; ended: boolean }) {
  const { t, language } = useSbText();
  const [sport, setSport] = useState<TSport>(session.sport);
  const [status, setStatus] = useState<'live' | 'prematch'>('prematch');
  const [league, setLeague] = useState<string>('');
  const [eventId, setEventId] = useState<string | null>(null);
  const [view, setView] = useState<'events' | 'bets'>('events');
  const [events, setEvents] = useState<TSbEvent[] | null>(null);
  const [leagues, setLeagues] = useState<{ league: string; name: string }[]>([]);
  const [detail, setDetail] = useState<TSbEvent | null>(null);
  const [balance, setBalance] = useState(session.balance);
  const [format, setFormat] = useState<TOddsFormat>(
    () => (localStorage.getItem(ODDS_KEY) as TOddsFormat) ?? 'decimal',
  );
  const [picks, setPicks] = useState<TPick[]>([]);
  const [betsVersion, setBetsVersion] = useState(0);
  const [slipOpen, setSlipOpen] = useState(false);
  const money = useMemberMoney();

  const handleError = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.code === 'session_expired') onEnded();
    },
    [onEnded],
  );

  // Lists: reloaded on a change of filters and every 15 s (live changes come over the stream).
  useEffect(() => {
    let live = true;
    const load = () =>
      fetchEvents({
        sessionId: session.sessionId,
        sport,
        status,
        league: league || undefined,
        language,
        pageSize: 40,
      }).then((page) => {
        if (!live) return;
        setEvents(page.list);
        setLeagues(page.leagues);
      }, handleError);
    setEvents(null);
    void load();
    const timer = setInterval(load, 15_000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [session.sessionId, sport, status, league, language, handleError]);

  useEffect(() => {
    if (!eventId) {
      setDetail(null);
      return;
    }
    let live = true;
    fetchEvents({ sessionId: session.sessionId, eventId, language }).then(
      (page) => live && setDetail(page.list[0] ?? null),
      handleError,
    );
    return () => {
      live = false;
    };
  }, [eventId, session.sessionId, language, handleError]);

  // Live odds, scores and clocks; a settled bet refreshes my bets.
  useEffect(() => {
    let socket: WebSocket | null = null;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      socket = new WebSocket(streamUrl(session.sessionId, language));
      socket.onmessage = (message) => {
        let data: { type?: string } & Partial<TSbEvent> = {};
        try {
          data = JSON.parse(String(message.data));
        } catch {
          return;
        }
        if (data.type === 'event' && data.eventId) {
          const next = data as TSbEvent;
          setEvents((list) => list?.map((e) => (e.eventId === next.eventId ? { ...next } : e)) ?? list);
          setDetail((d) => (d && d.eventId === next.eventId ? { ...next } : d));
        }
        if (data.type === 'bet') setBetsVersion((v) => v + 1);
      };
      socket.onclose = (event) => {
        if (!stopped && event.code !== 4401) retry = setTimeout(connect, 2_000);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, [session.sessionId, language]);

  // The balance as the wallet pushes it (settlements, other tabs).
  useEffect(() => {
    const channel = createGameChannel({ token: null, sessionId: session.sessionId });
    const off = channel.subscribe((message) => {
      const m = message as { type: string; available?: string };
      if (m.type === 'balance' && typeof m.available === 'string') setBalance(m.available);
    });
    return () => {
      off();
      channel.close();
    };
  }, [session.sessionId]);

  const toggle = (event: TSbEvent, market: TMarket, outcome: TMarket['outcomes'][number]) => {
    setPicks((list) => {
      if (list.some((p) => p.outcomeId === outcome.outcomeId))
        return list.filter((p) => p.outcomeId !== outcome.outcomeId);
      return [
        ...list,
        {
          outcomeId: outcome.outcomeId,
          eventId: event.eventId,
          odds: outcome.odds,
          label: outcomeLabel(t, outcome.name, event, market),
          event: `${event.home} – ${event.away}`,
          market: marketTitle(t, market),
        },
      ].slice(0, 12);
    });
  };
  const picked = new Set(picks.map((p) => p.outcomeId));

  const oddsButton = (event: TSbEvent, market: TMarket, outcome: TMarket['outcomes'][number]) => (
    <button
      key={outcome.outcomeId}
      type="button"
      className={`sb-odds${picked.has(outcome.outcomeId) ? ' sb-odds--on' : ''}`}
      disabled={market.status !== 'open'}
      data-testid="sb-odds"
      data-outcome-id={outcome.outcomeId}
      data-odds={outcome.odds}
      onClick={() => toggle(event, market, outcome)}
    >
      <span className="sb-odds__label">{outcomeLabel(t, outcome.name, event, market)}</span>
      <strong className="sb-odds__price">
        {market.status === 'open' ? formatOdds(outcome.odds, format) : '—'}
      </strong>
    </button>
  );

  return (
    <div className="sb" data-testid="sb-app">
      <header className="sb-top">
        <Link
          to={session.backUrl?.startsWith('/') ? session.backUrl : '/'}
          className="sb-top__back"
          aria-label={t('back_to_lobby')}
        >
          ‹
        </Link>
        <h1 className="sb-top__title">{t('title')}</h1>
        <span className="sb-top__balance" data-testid="sb-balance" data-balance={balance}>
          {t('balance')}: <strong>{money(balance)}</strong>{' '}
          {session.currency === 'PLAY' ? (
            <span className="play-badge" data-testid="play-money-badge">
              {t('play_money')}
            </span>
          ) : (
            session.currency
          )}
        </span>
        {session.currency === 'PLAY' && (
          <Link to="/register" className="sb-top__register" data-testid="register-cta">
            {t('register_cta')}
          </Link>
        )}
        <select
          className="sb-top__format"
          aria-label={t('odds_format')}
          value={format}
          onChange={(e) => {
            setFormat(e.target.value as TOddsFormat);
            localStorage.setItem(ODDS_KEY, e.target.value);
          }}
        >
          {(['decimal', 'american', 'fractional'] as const).map((f) => (
            <option key={f} value={f}>
              {t(`odds_${f}`)}
            </option>
          ))}
        </select>
      </header>
      {ended && <p className="sb-alert">{t('session_ended')}</p>}
      <nav className="sb-sports" aria-label={t('events')}>
        {SPORTS.map((s) => (
          <button
            key={s}
            type="button"
            className={`sb-chip${s === sport && view === 'events' ? ' sb-chip--on' : ''}`}
            data-testid={`sb-sport-${s}`}
            onClick={() => {
              setSport(s);
              setLeague('');
              setEventId(null);
              setView('events');
            }}
          >
            {t(`sport_${s}`)}
          </button>
        ))}
        <button
          type="button"
          className={`sb-chip${view === 'bets' ? ' sb-chip--on' : ''}`}
          data-testid="sb-my-bets"
          onClick={() => setView('bets')}
        >
          {t('my_bets')}
        </button>
      </nav>
      <div className="sb-body">
        <main className="sb-main">
          {view === 'bets' ? (
            <MyBets
              session={session}
              version={betsVersion}
              money={money}
              format={format}
              onBalance={setBalance}
            />
          ) : eventId ? (
            <section className="sb-detail" data-testid="sb-event-page">
              <button type="button" className="sb-link" onClick={() => setEventId(null)}>
                ‹ {t('back')}
              </button>
              {detail ? (
                <>
                  <EventHeader event={detail} t={t} />
                  {detail.markets.map((m) => (
                    <div className="sb-market" key={m.marketId} data-testid="sb-market" data-type={m.type}>
                      <h3>
                        {marketTitle(t, m)}
                        {m.status !== 'open' && <span className="sb-badge">{t('suspended')}</span>}
                      </h3>
                      <div className="sb-market__outcomes">
                        {m.outcomes.map((o) => oddsButton(detail, m, o))}
                      </div>
                    </div>
                  ))}
                </>
              ) : (
                <p>{t('loading')}</p>
              )}
            </section>
          ) : (
            <section>
              <div className="sb-tabs" role="tablist">
                {(['live', 'prematch'] as const).map((s) => (
                  <button
                    key={s}
                    type="button"
                    role="tab"
                    aria-selected={status === s}
                    className={`sb-tab${status === s ? ' sb-tab--on' : ''}`}
                    data-testid={`sb-tab-${s}`}
                    onClick={() => setStatus(s)}
                  >
                    {t(s)}
                  </button>
                ))}
                <select
                  className="sb-league"
                  aria-label={t('all_leagues')}
                  value={league}
                  onChange={(e) => setLeague(e.target.value)}
                >
                  <option value="">{t('all_leagues')}</option>
                  {leagues.map((l) => (
                    <option key={l.league} value={l.league}>
                      {l.name}
                    </option>
                  ))}
                </select>
              </div>
              {events === null ? (
                <p>{t('loading')}</p>
              ) : events.length === 0 ? (
                <p className="sb-empty">{t('no_events')}</p>
              ) : (
                <ul className="sb-events">
                  {events.map((event) => {
                    const main = event.markets[0];
                    return (
                      <li
                        key={event.eventId}
                        className="sb-event"
                        data-testid="sb-event"
                        data-event-id={event.eventId}
                        data-status={event.status}
                      >
                        <button
                          type="button"
                          className="sb-event__head"
                          onClick={() => setEventId(event.eventId)}
                        >
                          <EventHeader event={event} t={t} compact />
                          {event.markets.length > 1 && (
                            <span className="sb-event__more">
                              {t('more_markets', { count: event.markets.length - 1 })}
                            </span>
                          )}
                        </button>
                        {main && (
                          <div className="sb-event__odds">
                            {main.outcomes.map((o) => oddsButton(event, main, o))}
                          </div>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
            </section>
          )}
        </main>
        <Slip
          session={session}
          picks={picks}
          setPicks={setPicks}
          money={money}
          format={format}
          open={slipOpen}
          setOpen={setSlipOpen}
          onPlaced={(b) => {
            setBalance(b);
            setBetsVersion((v) => v + 1);
          }}
        />
      </div>
    </div>
  );
}

function EventHeader({ event, t, compact }: { event: TSbEvent; t: TSbText; compact?: boolean }) {
  const { language } = useSbText();
  const start = new Date(event.startsAt);
  return (
    <div className={`sb-head${compact ? ' sb-head--compact' : ''}`}>
      <span className="sb-head__meta">
        {event.status === 'live' ? (
          <span className="sb-live" data-testid="sb-clock">
            ● {event.clock}
          </span>
        ) : event.status === 'ended' ? (
          t('ended')
        ) : (
          new Intl.DateTimeFormat(language, { weekday: 'short', hour: '2-digit', minute: '2-digit' }).format(
            start,
          )
        )}{' '}
        · {event.leagueName}
      </span>
      <span className="sb-head__teams">
        <span>{event.home}</span>
        {event.score ? (
          <strong className="sb-score" data-testid="sb-score">
            {event.score.home} – {event.score.away}
          </strong>
        ) : (
          <span className="sb-vs">–</span>
        )}
        <span>{event.away}</span>
      </span>
      {event.score?.detail && <span className="sb-head__detail">{event.score.detail}</span>}
    </div>
  );
}

function Slip({
  session,
  picks,
  setPicks,
  money,
  format,
  open,
  setOpen,
  onPlaced,
}: {
  session: TSbSession;
  picks: TPick[];
  setPicks: (update: (list: TPick[]) => TPick[]) => void;
  money: (amount: string) => string;
  format: TOddsFormat;
  open: boolean;
  setOpen: (open: boolean) => void;
  onPlaced: (balance: string) => void;
}) {
  const { t } = useSbText();
  const [kind, setKind] = useState<'single' | 'combo' | 'system'>('single');
  const [k, setK] = useState(2);
  const [stake, setStake] = useState('10.00');
  const [accept, setAccept] = useState<'none' | 'higher' | 'any'>('none');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; tone: 'ok' | 'error' | 'warn' } | null>(null);
  const [changed, setChanged] = useState(false);
  const count = picks.length;
  const effectiveKind = count <= 1 ? 'single' : kind;
  const sameEvent = new Set(picks.map((p) => p.eventId)).size !== count;
  const lines = effectiveKind === 'system' ? binomial(count, k) : 1;
  const stakeMinor = parseAmountInput(stake) ?? 0n;
  const totalStake = effectiveKind === 'single' ? stakeMinor * BigInt(count) : stakeMinor;
  const win = potentialWin(
    effectiveKind,
    picks.map((p) => Math.round(Number(p.odds) * 100)),
    stakeMinor,
    k,
  );
  const prevCount = useRef(count);
  useEffect(() => {
    if (count > prevCount.current && count >= 2 && kind === 'single') setKind('combo');
    if (k >= count) setK(Math.max(2, count - 1));
    prevCount.current = count;
  }, [count, kind, k]);

  async function submit() {
    setBusy(true);
    setMessage(null);
    const slips =
      effectiveKind === 'single'
        ? picks.map((p) => ({ kind: 'single' as const, selections: [p] }))
        : [{ kind: effectiveKind, selections: picks }];
    let lastBalance: string | null = null;
    const placed = new Set<string>();
    try {
      for (const slip of slips) {
        const res = await placeBet({
          sessionId: session.sessionId,
          kind: slip.kind,
          system: slip.kind === 'system' ? `${k}/${count}` : undefined,
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
      if (error instanceof ApiError) {
        if (error.code === 'odds_changed') {
          const moved =
            (error.details as { selections?: { outcomeId: string; odds: string }[] })?.selections ?? [];
          setPicks((list) =>
            list.map((p) => ({ ...p, odds: moved.find((m) => m.outcomeId === p.outcomeId)?.odds ?? p.odds })),
          );
          setChanged(true);
          setMessage({ text: t('odds_changed'), tone: 'warn' });
        } else if (error.code === 'stake_limit') {
          setMessage({
            text: t('stake_limit', { min: session.limits.minStake, max: session.limits.maxStake }),
            tone: 'error',
          });
        } else if (error.code === 'market_suspended')
          setMessage({ text: t('market_suspended'), tone: 'error' });
        else if (error.code === 'insufficient_funds')
          setMessage({ text: t('insufficient_funds'), tone: 'error' });
        else setMessage({ text: error.message || t('bet_failed'), tone: 'error' });
      } else setMessage({ text: t('bet_failed'), tone: 'error' });
    } finally {
      if (lastBalance) onPlaced(lastBalance);
      setBusy(false);
    }
  }

  return (
    <aside className={`sb-slip${open ? ' sb-slip--open' : ''}`} data-testid="sb-slip" aria-label={t('slip')}>
      <button type="button" className="sb-slip__bar" onClick={() => setOpen(!open)}>
        {t('slip')} <span className="sb-count">{count}</span>
      </button>
      <div className="sb-slip__body">
        {count === 0 ? (
          <p className="sb-empty">{message?.tone === 'ok' ? message.text : t('slip_empty')}</p>
        ) : (
          <>
            <div className="sb-tabs" role="tablist">
              {(['single', 'combo', 'system'] as const).map((x) => (
                <button
                  key={x}
                  type="button"
                  role="tab"
                  aria-selected={effectiveKind === x}
                  disabled={x !== 'single' && (count < 2 || (x === 'system' && count < 3))}
                  className={`sb-tab${effectiveKind === x ? ' sb-tab--on' : ''}`}
                  data-testid={`sb-kind-${x}`}
                  onClick={() => setKind(x)}
                >
                  {t(`kind_${x}`)}
                </button>
              ))}
            </div>
            <ul className="sb-picks">
              {picks.map((p) => (
                <li key={p.outcomeId} className="sb-pick" data-testid="sb-pick">
                  <span>
                    <strong>{p.label}</strong>
                    <small>
                      {p.market} · {p.event}
                    </small>
                  </span>
                  <strong>{formatOdds(p.odds, format)}</strong>
                  <button
                    type="button"
                    className="sb-link"
                    aria-label={t('remove')}
                    onClick={() => setPicks((list) => list.filter((x) => x.outcomeId !== p.outcomeId))}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
            {effectiveKind === 'system' && (
              <select
                className="sb-select"
                value={k}
                onChange={(e) => setK(Number(e.target.value))}
                aria-label={t('kind_system')}
              >
                {Array.from({ length: count - 2 }, (_, i) => i + 2).map((x) => (
                  <option key={x} value={x}>
                    {x}/{count} ({binomial(count, x)})
                  </option>
                ))}
              </select>
            )}
            <label className="sb-field">
              {effectiveKind === 'single' && count > 1 ? t('stake_each') : t('stake')}
              <input
                inputMode="decimal"
                value={stake}
                data-testid="sb-stake"
                onChange={(e) => setStake(e.target.value)}
              />
            </label>
            <div className="sb-presets">
              {PRESETS.map((p) => (
                <button key={p} type="button" className="sb-chip" onClick={() => setStake(p)}>
                  {money(p)}
                </button>
              ))}
            </div>
            <label className="sb-field">
              {t('accept_odds')}
              <select value={accept} onChange={(e) => setAccept(e.target.value as typeof accept)}>
                <option value="none">{t('accept_none')}</option>
                <option value="higher">{t('accept_higher')}</option>
                <option value="any">{t('accept_any')}</option>
              </select>
            </label>
            <dl className="sb-sum">
              <dt>{t('total_stake')}</dt>
              <dd>{money(fromMinor(totalStake))}</dd>
              <dt>{t('potential_win')}</dt>
              <dd data-testid="sb-potential">{money(fromMinor(win))}</dd>
            </dl>
            {effectiveKind !== 'single' && sameEvent && <p className="sb-alert">{t('same_event')}</p>}
            {message && message.tone !== 'ok' && (
              <p className={`sb-alert sb-alert--${message.tone}`} data-testid="sb-slip-message">
                {message.text}
              </p>
            )}
            <button
              type="button"
              className="btn btn--primary sb-place"
              data-testid="sb-place"
              disabled={
                busy ||
                stakeMinor <= 0n ||
                (effectiveKind !== 'single' && sameEvent) ||
                (lines > 1 && stakeMinor % BigInt(lines) !== 0n)
              }
              onClick={() => void submit()}
            >
              {busy ? t('placing') : changed ? t('accept_changes') : t('place_bet')}
            </button>
          </>
        )}
      </div>
    </aside>
  );
}

function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - i + 1)) / i;
  return Math.round(r);
}

function MyBets({
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
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={state === s}
            className={`sb-tab${state === s ? ' sb-tab--on' : ''}`}
            data-testid={`sb-bets-${s}`}
            onClick={() => setState(s)}
          >
            {t(s === 'open' ? 'open_bets' : 'settled_bets')}
          </button>
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
