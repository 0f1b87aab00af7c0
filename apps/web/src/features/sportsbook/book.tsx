import { useCallback, useMemo, useState } from 'react';
import { ApiError } from '@/api/client';
import { useMemberMoney } from '@/lib/format-balance';
import type { TOddsFormat, TSbEvent, TSbSession } from './api';
import { ODDS_KEY, type TMarket, type TOutcome, type TPick, type TSport, togglePick } from './book-model';
import { BookTop, SportNav } from './book-top';
import { EventDetail } from './event-detail';
import { EventList, type TEventStatus } from './event-list';
import { MyBets } from './my-bets';
import type { TOddsContext } from './odds-button';
import { Slip } from './slip';
import { useSbText } from './text';
import { useEventDetail, useEventLists, useLiveEvents, usePushedBalance } from './use-book-feeds';

/** The sportsbook of an open session: sports, events, my bets and the slip. */
export function Book({
  session,
  onEnded,
  ended,
}: {
  session: TSbSession;
  onEnded: () => void;
  ended: boolean;
}) {
  const { t, language } = useSbText();
  const { sessionId } = session;
  const [sport, setSport] = useState<TSport>(session.sport);
  const [status, setStatus] = useState<TEventStatus>('prematch');
  const [league, setLeague] = useState<string>('');
  const [eventId, setEventId] = useState<string | null>(null);
  const [view, setView] = useState<'events' | 'bets'>('events');
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
  const betsChanged = useCallback(() => setBetsVersion((v) => v + 1), []);
  const { events, setEvents, leagues } = useEventLists(
    { sessionId, sport, status, league, language },
    handleError,
  );
  const { detail, setDetail } = useEventDetail(sessionId, eventId, language, handleError);
  useLiveEvents(sessionId, language, setEvents, setDetail, betsChanged);
  usePushedBalance(sessionId, setBalance);

  const onPick = useCallback(
    (event: TSbEvent, market: TMarket, outcome: TOutcome) =>
      setPicks((list) => togglePick(list, t, event, market, outcome)),
    [t],
  );
  const odds: TOddsContext = useMemo(
    () => ({ picked: new Set(picks.map((p) => p.outcomeId)), format, onPick }),
    [picks, format, onPick],
  );

  return (
    <div className="sb" data-testid="sb-app">
      <BookTop session={session} balance={balance} money={money} format={format} onFormat={setFormat} />
      {ended && <p className="sb-alert">{t('session_ended')}</p>}
      <SportNav
        sport={sport}
        isBets={view === 'bets'}
        onSport={(s) => {
          setSport(s);
          setLeague('');
          setEventId(null);
          setView('events');
        }}
        onBets={() => setView('bets')}
      />
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
            <EventDetail detail={detail} odds={odds} onBack={() => setEventId(null)} />
          ) : (
            <EventList
              status={status}
              onStatus={setStatus}
              league={league}
              onLeague={setLeague}
              leagues={leagues}
              events={events}
              odds={odds}
              onOpen={setEventId}
            />
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
            betsChanged();
          }}
        />
      </div>
    </div>
  );
}
