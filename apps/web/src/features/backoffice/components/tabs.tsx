import type { ReactNode } from 'react';
import './tabs.css';

/** A row of tab buttons (role tablist): one is selected, a click selects another. */
export function Tabs<T extends string>({
  items,
  selected,
  onSelect,
  label,
  className = 'bo-tabs',
  ariaLabel,
}: {
  items: readonly T[];
  selected: T;
  onSelect: (item: T) => void;
  label: (item: T) => ReactNode;
  className?: string;
  ariaLabel?: string;
}) {
  return (
    <div className={className} role="tablist" aria-label={ariaLabel}>
      {items.map((item) => (
        <button
          key={item}
          type="button"
          role="tab"
          aria-selected={item === selected}
          className={item === selected ? 'is-active' : undefined}
          onClick={() => onSelect(item)}
        >
          {label(item)}
        </button>
      ))}
    </div>
  );
}
