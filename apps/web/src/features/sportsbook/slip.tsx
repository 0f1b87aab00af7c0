import { useEffect, useRef, useState } from 'react';
import { parseAmountInput } from '@/lib/money';
import { formatOdds, fromMinor, potentialWin, type TOddsFormat, type TSbSession } from './api';
import { binomial, type TPick, type TSbMoney } from './book-model';
import { SbTab } from './sb-tab';
import { useSbText } from './text';
import { type TAcceptOdds, type TSlipKind, usePlaceBets } from './use-place-bets';

const PRESETS = ['1.00', '5.00', '10.00', '50.00'];
type TSetPicks = (update: (list: TPick[]) => TPick[]) => void;

/** The bet slip: its picks as singles, a combo or a system, the stake, and Place. */
export function Slip({
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
  setPicks: TSetPicks;
  money: TSbMoney;
  format: TOddsFormat;
  open: boolean;
  setOpen: (open: boolean) => void;
  onPlaced: (balance: string) => void;
}) {
  const { t } = useSbText();
  const [kind, setKind] = useState<TSlipKind>('single');
  const [k, setK] = useState(2);
  const [stake, setStake] = useState('10.00');
  const [accept, setAccept] = useState<TAcceptOdds>('none');
  const { submit, busy, message, changed } = usePlaceBets(session, setPicks, onPlaced);
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
            <SlipKinds kind={effectiveKind} count={count} onKind={setKind} />
            <SlipPicks picks={picks} setPicks={setPicks} format={format} />
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
            <SlipStake
              stake={stake}
              onStake={setStake}
              isEach={effectiveKind === 'single' && count > 1}
              accept={accept}
              onAccept={setAccept}
              money={money}
            />
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
              onClick={() => void submit(picks, effectiveKind, k, stakeMinor, accept)}
            >
              {busy ? t('placing') : changed ? t('accept_changes') : t('place_bet')}
            </button>
          </>
        )}
      </div>
    </aside>
  );
}

function SlipKinds({
  kind,
  count,
  onKind,
}: {
  kind: TSlipKind;
  count: number;
  onKind: (kind: TSlipKind) => void;
}) {
  const { t } = useSbText();
  return (
    <div className="sb-tabs" role="tablist">
      {(['single', 'combo', 'system'] as const).map((x) => (
        <SbTab
          key={x}
          isOn={kind === x}
          testId={`sb-kind-${x}`}
          disabled={x !== 'single' && (count < 2 || (x === 'system' && count < 3))}
          onSelect={() => onKind(x)}
        >
          {t(`kind_${x}`)}
        </SbTab>
      ))}
    </div>
  );
}

function SlipPicks({
  picks,
  setPicks,
  format,
}: {
  picks: TPick[];
  setPicks: TSetPicks;
  format: TOddsFormat;
}) {
  const { t } = useSbText();
  return (
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
  );
}

function SlipStake({
  stake,
  onStake,
  isEach,
  accept,
  onAccept,
  money,
}: {
  stake: string;
  onStake: (stake: string) => void;
  /** Singles of several picks: the stake is per bet. */
  isEach: boolean;
  accept: TAcceptOdds;
  onAccept: (accept: TAcceptOdds) => void;
  money: TSbMoney;
}) {
  const { t } = useSbText();
  return (
    <>
      <label className="sb-field">
        {isEach ? t('stake_each') : t('stake')}
        <input
          inputMode="decimal"
          value={stake}
          data-testid="sb-stake"
          onChange={(e) => onStake(e.target.value)}
        />
      </label>
      <div className="sb-presets">
        {PRESETS.map((p) => (
          <button key={p} type="button" className="sb-chip" onClick={() => onStake(p)}>
            {money(p)}
          </button>
        ))}
      </div>
      <label className="sb-field">
        {t('accept_odds')}
        <select value={accept} onChange={(e) => onAccept(e.target.value as TAcceptOdds)}>
          <option value="none">{t('accept_none')}</option>
          <option value="higher">{t('accept_higher')}</option>
          <option value="any">{t('accept_any')}</option>
        </select>
      </label>
    </>
  );
}
