import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEngineViewProps } from '@/api/game-engine-types';
import { currentLanguage, DOCUMENT_LANG } from '@/i18n/i18n';
import { formatMinor, formatMultiplier, parseMinor } from '@/lib/money';
import './mines.css';
import { MINES_TILES, minesMultiplier } from '@crupier/contract/house/mines';
import { cashoutMinor, DEFAULT_MINES, minesOutcome } from './mines';

const COUNTS = Array.from({ length: 24 }, (_, i) => i + 1);
/** A multiplier in the UI language ("×1,22"), the one multiplier formatter. */
const x = (value: number) => formatMultiplier(value, DOCUMENT_LANG[currentLanguage()]);

/**
 * Mines: choose how many mines hide in the 5×5 field, start (the shell's Play), reveal tiles one by one,
 * and cash out whenever at least one safe tile is open. A mine ends the round. An open round comes back
 * after a reload.
 */
export default function MinesView({ bet, round, busy, play, setSlip, sound, money }: TEngineViewProps) {
  const { t } = useTranslation('games');
  const base = useId();
  const outcome = minesOutcome(round);
  const isOpen = round?.state === 'debited';
  const [count, setCount] = useState(DEFAULT_MINES);
  const mines = isOpen && outcome ? outcome.count : count;

  useEffect(() => setSlip({ params: { mines: count } }), [count, setSlip]);
  // The next round starts with the mines of the last one (also after a reload).
  const lastCount = outcome?.count;
  useEffect(() => {
    if (lastCount !== undefined) setCount(lastCount);
  }, [lastCount]);

  const revealed = new Set(outcome?.revealed ?? []);
  const hidden = new Set(outcome?.mines ?? []);
  const safe = (outcome?.revealed ?? []).filter((tile) => !hidden.has(tile)).length;
  const stake = isOpen && round ? round.bet : bet;
  const cashout = formatMinor(cashoutMinor(parseMinor(stake), mines, isOpen ? safe : 0));
  const nextMultiplier = minesMultiplier(mines, (isOpen ? safe : 0) + 1);
  const canCashOut = isOpen && safe > 0 && !busy;

  async function reveal(tile: number) {
    const next = await play('reveal', { tile });
    const o = minesOutcome(next);
    if (next?.state === 'debited' && o && !o.busted) sound.play('reveal');
  }

  let status: string;
  if (isOpen)
    status = safe > 0 ? t('mines_status_open', { amount: money(cashout) }) : t('mines_status_start');
  else if (round && outcome)
    status = outcome.busted
      ? t('mines_status_busted')
      : t('mines_status_cashed', { amount: money(round.win) });
  else status = t('mines_prompt');

  return (
    <div className="mines" data-state={isOpen ? 'open' : outcome ? 'over' : 'idle'}>
      <p className="mines__status" aria-live="polite" data-testid="mines-status">
        {status}
      </p>
      <div className="mines__board">
        <fieldset className="mines__grid game-group">
          <legend className="visually-hidden">{t('mines_field')}</legend>
          {Array.from({ length: MINES_TILES }, (_, tile) => {
            const isRevealed = revealed.has(tile);
            // Once the round is over the server shows where the mines were.
            const isMine = hidden.has(tile);
            const isOver = !isOpen && outcome?.mines !== undefined;
            const face = isRevealed
              ? isMine
                ? 'mine'
                : 'gem'
              : isOver
                ? isMine
                  ? 'mine-dim'
                  : 'gem-dim'
                : 'closed';
            const label =
              face === 'closed'
                ? t('mines_tile', { n: tile + 1 })
                : t(face.startsWith('mine') ? 'mines_tile_mine' : 'mines_tile_safe', { n: tile + 1 });
            return (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: tiles are the field's positions
                key={tile}
                type="button"
                className={`mines__tile mines__tile--${face}`}
                data-testid="mines-tile"
                data-face={face}
                aria-label={label}
                disabled={!isOpen || busy || isRevealed}
                onClick={() => void reveal(tile)}
              >
                <span aria-hidden="true">
                  {face.startsWith('mine') ? '✹' : face.startsWith('gem') ? '◆' : ''}
                </span>
              </button>
            );
          })}
        </fieldset>
        <div className="mines__side">
          <div className="game-field">
            <label htmlFor={`${base}-count`}>{t('mines_count')}</label>
            <select
              id={`${base}-count`}
              className="game-input"
              value={mines}
              disabled={isOpen || busy}
              onChange={(event) => setCount(Number(event.target.value))}
            >
              {COUNTS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          <dl className="mines__facts">
            <div>
              <dt>{t('mines_safe_found')}</dt>
              <dd>
                {isOpen ? safe : 0} / {MINES_TILES - mines}
              </dd>
            </div>
            <div>
              <dt>{t('multiplier')}</dt>
              <dd>{x(isOpen && safe > 0 ? minesMultiplier(mines, safe) : 1)}</dd>
            </div>
            <div>
              <dt>{t('mines_next')}</dt>
              <dd>{safe + 1 <= MINES_TILES - mines ? x(nextMultiplier) : '–'}</dd>
            </div>
          </dl>
          <button
            type="button"
            className="btn btn--primary mines__cashout"
            data-testid="mines-cashout"
            disabled={!canCashOut}
            onClick={() => void play('cashout')}
          >
            {canCashOut ? t('mines_cash_out_amount', { amount: money(cashout) }) : t('mines_cash_out')}
          </button>
        </div>
      </div>
    </div>
  );
}
