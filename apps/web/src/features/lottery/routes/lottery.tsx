import type { TCurrentDraw, TLotteryBet } from '@crupier/contract/lottery';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ApiError } from '@/api/client';
import { getSessionUsername } from '@/api/session';
import { Page } from '@/components/ui/page';
import {
  LOTTERY_KEY,
  type TMenuGame,
  type TSlipItem,
  useBalance,
  useCurrentDraw,
  useMenus,
  useMyBets,
  usePlaceBets,
  useResults,
} from '@/features/lottery/api';
import { Picker } from '@/features/lottery/components/picker';
import { ResultSheet } from '@/features/lottery/components/result-sheet';
import { favouritesOf, toggleFavourite } from '@/features/lottery/favourites';
import { timesOdds } from '@/features/lottery/money';
import { currentLanguage, DOCUMENT_LANG } from '@/i18n/i18n';
import { useMemberMoney } from '@/lib/format-balance';
import { formatMinor, formatMultiplier, parseAmountInput, parseMinor } from '@/lib/money';
import '@/features/lottery/lottery.css';

const TITLES = { '/lottery': 'title_lottery', '/sealottery': 'title_sea', '/vnlottery': 'title_vn' } as const;
/** /lottery shows the LOTT and ELOTT menus (spec §2); the other two pages their own area. */
const LOTTERY_MODES = ['ELOTT', 'LOTT'] as const;

const HELP: Record<string, string> = {
  lo2: 'help_lo2',
  lo3: 'help_lo3',
  de: 'help_de',
  xien2: 'help_xien',
  xien3: 'help_xien',
  xien4: 'help_xien',
  big: 'help_big',
  small: 'help_small',
};
/** `interval:3`, `daily:18:15`, `weekly:0,3,6:19:00` → "Every 3 min", "Daily 18:15", "Sun, Wed, Sat 19:00". */
function scheduleLabel(schedule: string, language: string, everyMin: (n: number) => string, daily: string) {
  const [kind = '', ...rest] = schedule.split(':');
  if (kind === 'interval') return everyMin(Number(rest[0]));
  if (kind === 'daily') return `${daily} ${rest.join(':')}`;
  const names = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  const days = (rest[0] ?? '')
    .split(',')
    .map((d) => names.format(new Date(Date.UTC(2023, 0, 1 + Number(d)))));
  return `${days.join(', ')} ${rest.slice(1).join(':')}`;
}

function helpOf(code: string) {
  if (HELP[code]) return HELP[code]!;
  if (code.endsWith('_straight')) return 'help_straight';
  if (code.includes('_back')) return 'help_back';
  if (code.endsWith('_bigsmall')) return 'help_bigsmall';
  return 'help_keno';
}

/** Lazy section 'Lottery' (/lottery, /seaLottery, /vnLottery): login required, no footer or side menu. */
export function Lottery() {
  const { t, i18n } = useTranslation('lottery');
  const path = useLocation().pathname.toLowerCase().replace(/\/+$/, '') as keyof typeof TITLES;
  const [params, setParams] = useSearchParams();
  const page = TITLES[path] ? path : '/lottery';
  const prizeMode =
    page === '/sealottery' ? 'SEA' : page === '/vnlottery' ? 'LOTT' : (params.get('prizeMode') ?? 'ELOTT');
  const menus = useMenus(prizeMode, page === '/vnlottery', i18n.language);
  const games = menus.data?.gameMenus.flatMap((m) => m.games) ?? [];
  const username = getSessionUsername() ?? '';
  const [favourites, setFavourites] = useState(() => favouritesOf(username));
  const ordered = [...games].sort(
    (a, b) => Number(favourites.includes(b.gameCode)) - Number(favourites.includes(a.gameCode)),
  );
  const gameCode = params.get('gameCode') ?? ordered[0]?.gameCode;
  const game = games.find((g) => g.gameCode === gameCode) ?? ordered[0];

  const select = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) merged.set(k, v);
    setParams(merged, { replace: true });
  };

  return (
    <Page title={t(TITLES[page])} className="lot-page">
      {page === '/lottery' && (
        <div className="lot-modes" role="tablist">
          {LOTTERY_MODES.map((mode) => (
            <button
              key={mode}
              type="button"
              role="tab"
              aria-selected={prizeMode === mode}
              className={prizeMode === mode ? 'is-on' : ''}
              onClick={() => {
                const merged = new URLSearchParams({ prizeMode: mode });
                setParams(merged, { replace: true });
              }}
            >
              {t(`mode_${mode}`)}
            </button>
          ))}
        </div>
      )}
      <div className="lot-layout">
        <nav className="lot-menu" aria-label={t('games')}>
          {menus.isPending && <p className="lot-muted">{t('loading')}</p>}
          {menus.isError && <p className="lot-bad">{t('load_failed')}</p>}
          {menus.isSuccess && games.length === 0 && <p className="lot-muted">{t('no_games')}</p>}
          <ul>
            {ordered.map((g) => {
              const fav = favourites.includes(g.gameCode);
              return (
                <li key={g.gameCode} className={g.gameCode === game?.gameCode ? 'is-on' : ''}>
                  <button type="button" className="lot-game" onClick={() => select({ gameCode: g.gameCode })}>
                    <span>{g.name}</span>
                    <small>
                      {scheduleLabel(
                        g.schedule,
                        i18n.language,
                        (count) => t('every_min', { count }),
                        t('daily'),
                      )}
                    </small>
                  </button>
                  <button
                    type="button"
                    className={`lot-star ${fav ? 'is-on' : ''}`}
                    aria-pressed={fav}
                    aria-label={t(fav ? 'remove_favourite' : 'add_favourite')}
                    title={t(fav ? 'remove_favourite' : 'add_favourite')}
                    onClick={() => setFavourites(toggleFavourite(username, g.gameCode))}
                  >
                    {fav ? '★' : '☆'}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
        {game && <GamePanel key={game.gameCode} game={game} />}
      </div>
    </Page>
  );
}

function GamePanel({ game }: { game: TMenuGame }) {
  const { t } = useTranslation('lottery');
  const money = useMemberMoney();
  const current = useCurrentDraw(game.gameCode);
  const results = useResults(game.gameCode);
  const bets = useMyBets(game.gameCode);
  const balance = useBalance();
  const draw = current.data;
  const client = useQueryClient();
  // A new open draw means the previous one was drawn: its sheet, my settled bets and my balance.
  const drawId = draw?.drawId;
  useEffect(() => {
    if (!drawId) return;
    void client.invalidateQueries({ queryKey: [...LOTTERY_KEY, 'results'] });
    void client.invalidateQueries({ queryKey: [...LOTTERY_KEY, 'bets'] });
    void client.invalidateQueries({ queryKey: [...LOTTERY_KEY, 'balance'] });
  }, [drawId, client]);

  return (
    <section className="lot-main">
      <header className="lot-head">
        <h2>{game.name}</h2>
        <div className="lot-balance">
          {t('balance')}:{' '}
          <strong data-testid="lottery-balance" data-amount={balance.data?.available ?? ''}>
            {balance.data ? money(balance.data.available) : '…'}
          </strong>
          {balance.data?.currency === 'PLAY' && (
            <>
              {' '}
              <span className="play-badge" data-testid="play-money-badge">
                {t('play_money')}
              </span>{' '}
              <Link to="/register" className="lot-register" data-testid="register-cta">
                {t('register_cta')}
              </Link>
            </>
          )}
        </div>
      </header>
      {current.isError && <p className="lot-bad">{t('load_failed')}</p>}
      {draw && <OpenDraw draw={draw} onClosed={() => void current.refetch()} />}
      {draw && <BetMaker draw={draw} />}

      <section className="lot-block">
        <h3>{t('results')}</h3>
        {results.data?.list.length === 0 && <p className="lot-muted">{t('no_results')}</p>}
        <div className="lot-sheets">
          {results.data?.list.map((d) => (
            <ResultSheet key={d.drawId} game={game} draw={d} />
          ))}
        </div>
      </section>

      <section className="lot-block">
        <h3>{t('my_bets')}</h3>
        {bets.data?.list.length === 0 && <p className="lot-muted">{t('no_bets')}</p>}
        {bets.data && bets.data.list.length > 0 && <MyBets list={bets.data.list} />}
      </section>

      <details className="lot-block lot-verifier-help">
        <summary>{t('verifier_title')}</summary>
        <p>{t('verifier_text')}</p>
      </details>
    </section>
  );
}

/** The open draw: its number, the countdown to its close (business clock) and its committed hash. */
function OpenDraw({ draw, onClosed }: { draw: TCurrentDraw; onClosed: () => void }) {
  const { t } = useTranslation('lottery');
  // Server (business) time minus this device's time when the draw was read.
  const skew = useMemo(() => new Date(draw.serverTime).getTime() - Date.now(), [draw.serverTime]);
  const [now, setNow] = useState(() => Date.now() + skew);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + skew), 1000);
    return () => clearInterval(timer);
  }, [skew]);
  const left = Math.max(0, new Date(draw.closesAt).getTime() - now);
  const closed = left === 0;
  // Once closed, ask again just after the draw time: the server draws it and opens the next one.
  const onClosedRef = useRef(onClosed);
  onClosedRef.current = onClosed;
  useEffect(() => {
    if (!closed) return;
    const wait = Math.max(1500, new Date(draw.drawAt).getTime() - (Date.now() + skew) + 1500);
    const timer = setTimeout(() => onClosedRef.current(), wait);
    return () => clearTimeout(timer);
  }, [closed, draw.drawAt, skew]);
  const s = Math.floor(left / 1000);
  const clock = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
  return (
    <div className="lot-draw" data-draw={draw.drawId}>
      <div>
        <span className="lot-muted">{t('draw')}</span> <strong data-testid="draw-no">{draw.drawNo}</strong>
      </div>
      <div className="lot-countdown" aria-live="off">
        {left > 0 ? (
          <>
            <span className="lot-muted">{t('closes_in')}</span> <strong>{clock}</strong>
          </>
        ) : (
          <strong>{t('drawing')}</strong>
        )}
      </div>
      <div className="lot-hash-line" title={t('draw_hash')}>
        <span className="lot-muted">SHA-256</span> <code className="lot-hash">{draw.drawHash}</code>
      </div>
    </div>
  );
}

/** A slip item's Idempotency-Key (randomUUID needs a secure context; the fallback does not). */
function newKey() {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function errorText(error: unknown, t: (key: string) => string) {
  const code = error instanceof ApiError ? error.code : '';
  const known = [
    'draw_closed',
    'insufficient_funds',
    'invalid_numbers',
    'invalid_stake',
    'rg_limit',
    'rg_blocked',
  ];
  return t(known.includes(code) ? `err_${code}` : 'err_generic');
}

/** Bet types with their odds, the picker, the stake, and the slip with potential wins. */
function BetMaker({ draw }: { draw: TCurrentDraw }) {
  const { t, i18n } = useTranslation('lottery');
  const money = useMemberMoney();
  const locale = DOCUMENT_LANG[currentLanguage()] ?? i18n.language;
  const [typeCode, setTypeCode] = useState(draw.betTypes[0]?.code ?? '');
  const type = draw.betTypes.find((b) => b.code === typeCode) ?? draw.betTypes[0]!;
  const [selected, setSelected] = useState<string[]>([]);
  const [stake, setStake] = useState('10.00');
  const [slip, setSlip] = useState<(TSlipItem & { odds: string })[]>([]);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const place = usePlaceBets();

  // A new draw: the slip's bets would go to a closed draw.
  useEffect(() => {
    setSlip((items) => items.map((i) => ({ ...i, drawId: draw.drawId })));
  }, [draw.drawId]);

  const stakeMinor = parseAmountInput(stake);
  const stakeOk = stakeMinor !== null && stakeMinor >= 100n;
  const multi = type.pick.count === 1 && !type.pick.options;
  const complete = multi ? selected.length > 0 : selected.length === type.pick.count;
  const add = () => {
    const groups = multi ? selected.map((n) => [n]) : [selected];
    setSlip((items) => [
      ...items,
      ...groups.map((numbers) => ({
        key: newKey(),
        drawId: draw.drawId,
        betType: type.code,
        numbers,
        stake: formatMinor(stakeMinor ?? 0n),
        odds: type.odds,
      })),
    ]);
    setSelected([]);
    setNotice(null);
  };
  const submit = () =>
    place.mutate(slip, {
      onSuccess: (placed) => {
        setSlip([]);
        setNotice({ ok: true, text: t('placed', { count: placed.length }) });
      },
      onError: (error) => setNotice({ ok: false, text: errorText(error, t as (k: string) => string) }),
    });
  const total = slip.reduce((sum, i) => sum + parseMinor(i.stake), 0n);

  return (
    <div className="lot-block lot-maker">
      <div className="lot-types" role="tablist">
        {draw.betTypes.map((b) => (
          <button
            key={b.code}
            type="button"
            role="tab"
            data-bet-type={b.code}
            aria-selected={b.code === type.code}
            className={b.code === type.code ? 'is-on' : ''}
            onClick={() => {
              setTypeCode(b.code);
              setSelected([]);
            }}
          >
            <span>{t(`bt_${b.code}` as 'bt_de')}</span>
            <small>{formatMultiplier(b.odds, locale)}</small>
          </button>
        ))}
      </div>
      <p className="lot-muted lot-help">
        {t(helpOf(type.code) as 'help_de')}{' '}
        {type.payouts.length > 1 && (
          <span>({type.payouts.map((p) => formatMultiplier(p, locale)).join(' / ')})</span>
        )}
      </p>
      <Picker pick={type.pick} selected={selected} onChange={setSelected} />
      <div className="lot-stake">
        <label>
          <span>{t('stake')}</span>
          <input
            inputMode="decimal"
            value={stake}
            onChange={(e) => setStake(e.target.value)}
            aria-invalid={!stakeOk}
            data-testid="stake"
          />
        </label>
        <button type="button" className="lot-primary" disabled={!complete || !stakeOk} onClick={add}>
          {t('add_to_slip')}
        </button>
      </div>

      <div className="lot-slip" data-testid="slip">
        <h3>{t('slip')}</h3>
        {slip.length === 0 && <p className="lot-muted">{t('slip_empty')}</p>}
        {slip.length > 0 && (
          <ul>
            {slip.map((item) => (
              <li key={item.key}>
                <span className="lot-slip-type">{t(`bt_${item.betType}` as 'bt_de')}</span>
                <span className="lot-slip-numbers">
                  {item.numbers.map((n) => t(n as 'big', n)).join(' · ')}
                </span>
                <span>{money(item.stake)}</span>
                <span className="lot-muted">
                  {t('potential_win')}: {money(timesOdds(item.stake, item.odds))}
                </span>
                <button
                  type="button"
                  className="lot-link"
                  onClick={() => setSlip((items) => items.filter((i) => i.key !== item.key))}
                >
                  {t('remove')}
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="lot-slip-foot">
          <span>
            {t('total_stake')}: <strong>{money(formatMinor(total))}</strong>
          </span>
          <button
            type="button"
            className="lot-primary"
            disabled={slip.length === 0 || place.isPending}
            onClick={submit}
            data-testid="place-bets"
          >
            {place.isPending ? t('placing') : t('place_bets')}
          </button>
        </div>
        {notice && (
          <p className={notice.ok ? 'lot-ok' : 'lot-bad'} role="status">
            {notice.text}
          </p>
        )}
      </div>
    </div>
  );
}

function MyBets({ list }: { list: TLotteryBet[] }) {
  const { t } = useTranslation('lottery');
  const money = useMemberMoney();
  return (
    <div className="lot-table-wrap">
      <table className="lot-table">
        <thead>
          <tr>
            <th>{t('draw')}</th>
            <th>{t('bet_type')}</th>
            <th>{t('numbers')}</th>
            <th>{t('stake')}</th>
            <th>{t('potential_win')}</th>
            <th>{t('state')}</th>
            <th>{t('win')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((b) => (
            <tr key={b.betId} data-testid="my-bet" data-state={b.state} data-win={b.win}>
              <td>{b.drawNo}</td>
              <td>{t(`bt_${b.betType}` as 'bt_de')}</td>
              <td>{b.numbers.map((n) => t(n as 'big', n)).join(' · ')}</td>
              <td>{money(b.stake)}</td>
              <td>{money(b.potentialWin)}</td>
              <td>
                <span className={`lot-state lot-state-${b.state}`}>{t(`state_${b.state}`)}</span>
              </td>
              <td>{money(b.win)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
