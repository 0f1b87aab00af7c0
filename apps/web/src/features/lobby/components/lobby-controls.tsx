import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLane, TLobbyFilter } from '@/features/lobby/api/types';
import { assetUrl } from '@/features/lobby/hosts';
import { GAME_NAME_MAX } from '@/features/lobby/lobby-query';
import { useLobbySettings } from '@/features/lobby/lobby-settings';
import { LazyImage } from './lazy-image';
import { ChevronLeftIcon, ChevronRightIcon, RefreshIcon, SearchIcon } from './lobby-icons';

/** Spec §9 vendor menu slider: five vendors a step, 10 px apart. */
const SLIDES_PER_STEP = 5;

/** Vendor filter chips, 'all' first (spec §2), in a slider with arrows and a refresh of the list. */
export function VendorChips({
  lane,
  value,
  onChange,
  onRefresh,
  isRefreshing,
}: {
  lane: TLane | undefined;
  value: string | null;
  onChange: (vassalage: string | null) => void;
  onRefresh?: () => void;
  isRefreshing?: boolean;
}) {
  const { t } = useTranslation('lobby');
  const { imageHost } = useLobbySettings();
  const track = useRef<HTMLFieldSetElement>(null);
  const step = (direction: 1 | -1) => {
    const list = track.current;
    const chip = list?.querySelector<HTMLElement>('.vendor-chip');
    if (!list || !chip) return;
    list.scrollBy({ left: direction * SLIDES_PER_STEP * (chip.offsetWidth + 10), behavior: 'smooth' });
  };
  return (
    <div className="vendor-chips">
      <button
        type="button"
        className="slider-arrow"
        aria-label={t('previous_vendors')}
        onClick={() => step(-1)}
      >
        <ChevronLeftIcon />
      </button>
      <fieldset className="vendor-chips__track" ref={track}>
        <legend className="visually-hidden">{t('vendors')}</legend>
        <button
          type="button"
          className="vendor-chip vendor-chip--all"
          aria-pressed={value === null}
          onClick={() => onChange(null)}
        >
          {t('all_vendors')}
        </button>
        {lane?.cards.map((card) => (
          <button
            key={card.vassalage}
            type="button"
            className="vendor-chip"
            aria-pressed={value === card.vassalage}
            aria-label={card.displayName}
            title={card.displayName}
            data-vendor={card.vassalage}
            onClick={() => onChange(card.vassalage)}
          >
            <LazyImage
              src={assetUrl(imageHost, card.lagerIcon)}
              alt=""
              shape="logo"
              fallback={card.vassalage}
            />
          </button>
        ))}
        {!lane && <span className="vendor-chip vendor-chip--placeholder skeleton" aria-hidden="true" />}
      </fieldset>
      <button type="button" className="slider-arrow" aria-label={t('next_vendors')} onClick={() => step(1)}>
        <ChevronRightIcon />
      </button>
      {onRefresh && (
        <button
          type="button"
          className="slider-arrow"
          aria-label={t('refresh_vendors')}
          data-spinning={isRefreshing || undefined}
          disabled={isRefreshing}
          onClick={onRefresh}
        >
          <RefreshIcon />
        </button>
      )}
    </div>
  );
}

/** Chips of one choice among options ('all' first). */
export function ChoiceChips<T extends string>({
  label,
  options,
  value,
  onChange,
  allLabel,
  optionLabel,
  testId,
}: {
  label: string;
  options: readonly T[];
  value: T | null;
  onChange: (value: T | null) => void;
  allLabel?: string;
  optionLabel: (option: T) => string;
  testId?: string;
}) {
  return (
    <fieldset className="choice-chips" data-testid={testId}>
      <legend className="visually-hidden">{label}</legend>
      {allLabel !== undefined && (
        <button
          type="button"
          className="choice-chip"
          aria-pressed={value === null}
          onClick={() => onChange(null)}
        >
          {allLabel}
        </button>
      )}
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className="choice-chip"
          aria-pressed={value === option}
          data-value={option}
          onClick={() => onChange(option)}
        >
          {optionLabel(option)}
        </button>
      ))}
    </fieldset>
  );
}

const FILTERS: readonly TLobbyFilter[] = ['ALL', 'FAV', 'RECENT'];

/** The all / favourite / recent filter (spec §2). */
export function FilterTabs({
  value,
  onChange,
}: {
  value: TLobbyFilter;
  onChange: (filter: TLobbyFilter) => void;
}) {
  const { t } = useTranslation('lobby');
  return (
    <ChoiceChips
      label={t('show')}
      options={FILTERS}
      value={value}
      onChange={(filter) => onChange(filter ?? 'ALL')}
      optionLabel={(filter) => t(`filter_${filter}`)}
      testId="lobby-filter"
    />
  );
}

/** Search by game name: applied after a pause in typing, or at once on Enter. */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (name: string) => void }) {
  const { t } = useTranslation('lobby');
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  latest.current = onSearch;
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => latest.current(text), 450);
    return () => window.clearTimeout(timer);
  }, [text, value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form className="search-box" onSubmit={submit}>
      <SearchIcon className="search-box__icon" />
      <input
        type="search"
        className="search-box__input"
        value={text}
        maxLength={GAME_NAME_MAX}
        aria-label={t('search_label')}
        placeholder={t('search_placeholder')}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
