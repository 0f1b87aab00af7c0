import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import { createGameChannel } from '@/api/game-channel';
import { openReconnectingSocket } from '@/api/reconnecting-socket';
import { fetchEvents, streamUrl, type TSbEvent } from './api';
import type { TSport } from './book-model';
import type { TEventStatus } from './event-list';

type TFilters = { sessionId: string; sport: TSport; status: TEventStatus; league: string; language: string };

/** Lists: reloaded on a change of filters and every 15 s (live changes come over the stream). */
export function useEventLists(filters: TFilters, onError: (error: unknown) => void) {
  const [events, setEvents] = useState<TSbEvent[] | null>(null);
  const [leagues, setLeagues] = useState<{ league: string; name: string }[]>([]);
  const { sessionId, sport, status, league, language } = filters;
  useEffect(() => {
    let live = true;
    const load = () =>
      fetchEvents({ sessionId, sport, status, league: league || undefined, language, pageSize: 40 }).then(
        (page) => {
          if (!live) return;
          setEvents(page.list);
          setLeagues(page.leagues);
        },
        onError,
      );
    setEvents(null);
    void load();
    const timer = setInterval(load, 15_000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [sessionId, sport, status, league, language, onError]);
  return { events, setEvents, leagues };
}

/** The open event with all its markets. */
export function useEventDetail(
  sessionId: string,
  eventId: string | null,
  language: string,
  onError: (error: unknown) => void,
) {
  const [detail, setDetail] = useState<TSbEvent | null>(null);
  useEffect(() => {
    if (!eventId) {
      setDetail(null);
      return;
    }
    let live = true;
    fetchEvents({ sessionId, eventId, language }).then(
      (page) => live && setDetail(page.list[0] ?? null),
      onError,
    );
    return () => {
      live = false;
    };
  }, [eventId, sessionId, language, onError]);
  return { detail, setDetail };
}

/** Live odds, scores and clocks into the lists and the open event; a settled bet calls `onBet`. */
export function useLiveEvents(
  sessionId: string,
  language: string,
  setEvents: Dispatch<SetStateAction<TSbEvent[] | null>>,
  setDetail: Dispatch<SetStateAction<TSbEvent | null>>,
  onBet: () => void,
) {
  useEffect(() => {
    const socket = openReconnectingSocket({
      url: streamUrl(sessionId, language),
      delay: () => 2_000,
      onMessage: (raw) => {
        let data: { type?: string } & Partial<TSbEvent> = {};
        try {
          data = JSON.parse(String(raw));
        } catch {
          return false;
        }
        if (data.type === 'event' && data.eventId) {
          const next = data as TSbEvent;
          setEvents((list) => list?.map((e) => (e.eventId === next.eventId ? { ...next } : e)) ?? list);
          setDetail((d) => (d && d.eventId === next.eventId ? { ...next } : d));
        }
        if (data.type === 'bet') onBet();
        return false;
      },
    });
    return () => socket.close('closed');
  }, [sessionId, language, setEvents, setDetail, onBet]);
}

/** The balance as the wallet pushes it (settlements, other tabs). */
export function usePushedBalance(sessionId: string, onBalance: (available: string) => void) {
  useEffect(() => {
    const channel = createGameChannel({ token: null, sessionId });
    const off = channel.subscribe((message) => {
      const m = message as { type: string; available?: string };
      if (m.type === 'balance' && typeof m.available === 'string') onBalance(m.available);
    });
    return () => {
      off();
      channel.close();
    };
  }, [sessionId, onBalance]);
}
