import type { ReactNode } from 'react';

/** One tab of a sportsbook tab list (live/upcoming, open/settled bets, single/combo/system). */
export function SbTab({
  isOn,
  testId,
  disabled,
  onSelect,
  children,
}: {
  isOn: boolean;
  testId: string;
  disabled?: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      role="tab"
      aria-selected={isOn}
      disabled={disabled}
      className={`sb-tab${isOn ? ' sb-tab--on' : ''}`}
      data-testid={testId}
      onClick={onSelect}
    >
      {children}
    </button>
  );
}
