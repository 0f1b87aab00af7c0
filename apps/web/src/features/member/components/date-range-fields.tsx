import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isValidRange,
  lastDays,
  merchantToday,
  nextDays,
  previousDays,
  type TDayRange,
} from '@/features/member/lib/date-range';
import { useMerchant } from '@/lib/merchant-context';

const SHORTCUT_DAYS = [7, 30] as const;

export type TDayRangeState = {
  /** Today in the merchant's time zone (fixed while the page is open). */
  today: string;
  /** The range asked for (always valid). */
  range: TDayRange;
  /** What the fields show, possibly not a valid range yet. */
  draft: TDayRange;
  isDraftValid: boolean;
  /** Shows a range; asks for it when it is valid (and then calls `onChange`, e.g. back to page 1). */
  apply: (next: TDayRange) => void;
};

/** A range of days of a record, opening on the last 7 days in the merchant's time zone. */
export function useDayRange(onChange: () => void): TDayRangeState {
  const { gmtOffset } = useMerchant();
  const [today] = useState(() => merchantToday(new Date(), gmtOffset));
  const [range, setRange] = useState<TDayRange>(() => lastDays(today, 7));
  const [draft, setDraft] = useState<TDayRange>(range);
  const apply = (next: TDayRange) => {
    setDraft(next);
    if (!isValidRange(next)) return;
    setRange(next);
    onChange();
  };
  return { today, range, draft, isDraftValid: isValidRange(draft), apply };
}

/**
 * The start and end days of a record's filters and spec §9's shortcuts (previous and next 7 and 30
 * days), laid out as cells of the `wallet-filters` grid.
 */
export function DateRangeFields({ idPrefix, days }: { idPrefix: string; days: TDayRangeState }) {
  const { t } = useTranslation('wallet');
  const { today, range, draft, isDraftValid, apply } = days;
  return (
    <>
      <div className="wallet-field">
        <label className="wallet-field__label" htmlFor={`${idPrefix}-start`}>
          {t('start_date')}
        </label>
        <input
          id={`${idPrefix}-start`}
          className="wallet-date"
          type="date"
          value={draft.start}
          max={today}
          aria-invalid={!isDraftValid || undefined}
          onChange={(event) => apply({ ...draft, start: event.target.value })}
        />
      </div>
      <div className="wallet-field">
        <label className="wallet-field__label" htmlFor={`${idPrefix}-end`}>
          {t('end_date')}
        </label>
        <input
          id={`${idPrefix}-end`}
          className="wallet-date"
          type="date"
          value={draft.end}
          max={today}
          aria-invalid={!isDraftValid || undefined}
          onChange={(event) => apply({ ...draft, end: event.target.value })}
        />
      </div>
      <fieldset className="wallet-shortcuts">
        <legend className="visually-hidden">{t('date_shortcuts')}</legend>
        {SHORTCUT_DAYS.map((count) => (
          <button
            key={`previous-${count}`}
            type="button"
            className="wallet-chip"
            onClick={() => apply(previousDays(range, count))}
          >
            {t('previous_days', { days: count })}
          </button>
        ))}
        {SHORTCUT_DAYS.map((count) => {
          const next = nextDays(range, count, today);
          return (
            <button
              key={`next-${count}`}
              type="button"
              className="wallet-chip"
              disabled={next === null}
              onClick={() => next && apply(next)}
            >
              {t('next_days', { days: count })}
            </button>
          );
        })}
      </fieldset>
    </>
  );
}
