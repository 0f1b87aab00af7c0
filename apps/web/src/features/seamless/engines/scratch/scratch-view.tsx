import { SCRATCH_CELLS } from '@crupier/contract/house/scratch';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEngineViewProps } from '@/api/game-engine-types';
import { currentLanguage, DOCUMENT_LANG } from '@/i18n/i18n';
import { formatMinor, formatMultiplier, parseMinor } from '@/lib/money';
import './scratch.css';
import { SCRATCH_TABLE, scratchOutcome } from './scratch';
import { ScratchSymbolArt } from './scratch-art';

const ALL = Array.from({ length: SCRATCH_CELLS }, (_, i) => i);

/**
 * Scratch cards: Buy draws a ticket (its prize is decided then, by the server); the player scratches
 * its 9 cells one by one, or reveals them all. Three matching symbols win that symbol's prize.
 * Autoplay reveals every ticket at once.
 */
export default function ScratchView({ bet, round, autoplaying, setSlip, sound, money }: TEngineViewProps) {
  const { t } = useTranslation('games');
  const outcome = scratchOutcome(round);
  const [revealed, setRevealed] = useState<Set<number>>(() => new Set(outcome ? ALL : []));
  const [ticket, setTicket] = useState(round?.roundId);

  useEffect(() => setSlip({ params: {} }), [setSlip]);
  // A new ticket comes covered (revealed at once under autoplay).
  if (round?.roundId !== ticket) {
    setTicket(round?.roundId);
    setRevealed(new Set(autoplaying ? ALL : []));
  }

  const done = outcome !== null && revealed.size === SCRATCH_CELLS;
  const scratch = (cell: number) => {
    if (!outcome || revealed.has(cell)) return;
    sound.play('reveal');
    setRevealed(new Set([...revealed, cell]));
  };
  const label = (s: string) => t(`scratch_symbol_${s}` as 'scratch_symbol_coin');

  return (
    <div className="scratch">
      <p className="scratch__status" aria-live="polite" data-testid="scratch-status">
        {!outcome
          ? t('scratch_prompt')
          : !done
            ? t('scratch_scratching')
            : outcome.multiplier > 0
              ? t('scratch_won', { symbol: label(outcome.symbol!), amount: money(round?.win ?? '0') })
              : t('scratch_lost')}
      </p>
      <div className="scratch__layout">
        <div className="scratch__ticket" data-testid="scratch-ticket">
          <div className="scratch__grid">
            {ALL.map((cell) => {
              const symbol = outcome?.cells[cell];
              const open = symbol !== undefined && revealed.has(cell);
              const winning = done && symbol === outcome?.symbol;
              return (
                <button
                  key={cell}
                  type="button"
                  className={`scratch__cell${open ? ' is-open' : ''}${winning ? ' is-win' : ''}`}
                  disabled={!outcome || open}
                  onClick={() => scratch(cell)}
                  aria-label={open ? label(symbol) : t('scratch_cell', { n: cell + 1 })}
                  data-testid={`scratch-cell-${cell}`}
                >
                  {open ? (
                    <ScratchSymbolArt symbol={symbol} label={label(symbol)} />
                  ) : (
                    <span aria-hidden="true">?</span>
                  )}
                </button>
              );
            })}
          </div>
          <button
            type="button"
            className="game-chip game-chip--wide scratch__all"
            disabled={!outcome || done}
            onClick={() => {
              sound.play('reveal');
              setRevealed(new Set(ALL));
            }}
          >
            {t('scratch_reveal_all')}
          </button>
        </div>
        <table className="scratch__prizes">
          <caption>{t('paytable')}</caption>
          <tbody>
            {SCRATCH_TABLE.map((p) => (
              <tr key={p.symbol} className={done && outcome?.symbol === p.symbol ? 'is-win' : undefined}>
                <td>
                  <span className="scratch__three" aria-hidden="true">
                    <ScratchSymbolArt symbol={p.symbol} label="" />
                    <ScratchSymbolArt symbol={p.symbol} label="" />
                    <ScratchSymbolArt symbol={p.symbol} label="" />
                  </span>
                  <span className="visually-hidden">{t('scratch_three', { symbol: label(p.symbol) })}</span>
                </td>
                <td>{formatMultiplier(p.multiplier, DOCUMENT_LANG[currentLanguage()], 0)}</td>
                <td>{money(formatMinor(parseMinor(bet) * BigInt(p.multiplier)))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
