import { useTranslation } from 'react-i18next';
import { quickPick } from '@/features/lottery/quick-pick';

export type TPickSpec = {
  count: number;
  digits?: number;
  min?: number;
  max?: number;
  distinct?: boolean;
  options?: string[];
};

/**
 * The number picker of a bet type: big/small buttons, the 00–99 board (lô, đề, xiên, last two),
 * the 1–80 keno board, or a digit field for 3–5 digit numbers; with a quick pick.
 * `multi`: several single-number picks at once (each becomes its own bet).
 */
export function Picker({
  pick,
  selected,
  onChange,
}: {
  pick: TPickSpec;
  selected: string[];
  onChange: (next: string[]) => void;
}) {
  const { t } = useTranslation('lottery');
  const multi = pick.count === 1 && !pick.options;
  const toggle = (value: string) => {
    if (selected.includes(value)) onChange(selected.filter((v) => v !== value));
    else if (pick.options) onChange([value]);
    else if (multi || selected.length < pick.count) onChange([...selected, value]);
  };
  const quick = () => onChange(quickPick(pick));

  let board: React.ReactNode;
  if (pick.options) {
    board = (
      <div className="lot-options">
        {pick.options.map((o) => (
          <button
            key={o}
            type="button"
            className={`lot-option ${selected.includes(o) ? 'is-on' : ''}`}
            aria-pressed={selected.includes(o)}
            onClick={() => toggle(o)}
          >
            {t(o as 'big')}
          </button>
        ))}
      </div>
    );
  } else if (pick.min !== undefined && pick.max !== undefined) {
    board = (
      <div className="lot-board lot-board-keno">
        {Array.from({ length: pick.max - pick.min + 1 }, (_, i) => String(pick.min! + i)).map((v) => (
          <button
            key={v}
            type="button"
            className={selected.includes(v) ? 'is-on' : ''}
            aria-pressed={selected.includes(v)}
            onClick={() => toggle(v)}
          >
            {v.padStart(2, '0')}
          </button>
        ))}
      </div>
    );
  } else if ((pick.digits ?? 1) <= 2) {
    board = (
      <div className="lot-board">
        {Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')).map((v) => (
          <button
            key={v}
            type="button"
            data-number={v}
            className={selected.includes(v) ? 'is-on' : ''}
            aria-pressed={selected.includes(v)}
            onClick={() => toggle(v)}
          >
            {v}
          </button>
        ))}
      </div>
    );
  } else {
    const digits = pick.digits ?? 3;
    board = (
      <label className="lot-digits">
        <span>{t('numbers')}</span>
        <input
          inputMode="numeric"
          autoComplete="off"
          maxLength={digits}
          pattern={`\\d{${digits}}`}
          placeholder={'0'.repeat(digits)}
          value={selected[0] ?? ''}
          onChange={(e) => {
            const v = e.target.value.replace(/\D/g, '').slice(0, digits);
            onChange(v ? [v] : []);
          }}
        />
      </label>
    );
  }

  return (
    <div className="lot-picker">
      <div className="lot-picker-bar">
        <span className="lot-muted">{t('pick_count', { count: pick.count })}</span>
        <button type="button" className="lot-link" onClick={quick} data-testid="quick-pick">
          {t('quick_pick')}
        </button>
        <button type="button" className="lot-link" onClick={() => onChange([])}>
          {t('clear')}
        </button>
      </div>
      {board}
    </div>
  );
}
