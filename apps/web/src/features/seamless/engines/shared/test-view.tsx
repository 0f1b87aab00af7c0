import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import type { TEngineViewProps, TRound } from '@/api/game-engine-types';
import { SESSION } from '@/features/seamless/shell/test-session';
import { formatMoney } from '@/lib/money';

/** Renders an engine view as the shell would, with every shell hook a mock the test can inspect. */
export function renderView(View: ComponentType<TEngineViewProps>, overrides: Partial<TEngineViewProps> = {}) {
  const props: TEngineViewProps = {
    session: SESSION,
    bet: '1.00',
    round: null,
    busy: false,
    autoplaying: false,
    play: vi.fn(async () => null as TRound | null),
    setSlip: vi.fn(),
    sound: { play: vi.fn(), isOn: false },
    realtime: { subscribe: () => () => undefined, send: vi.fn() },
    money: (amount, options) => formatMoney(amount, '$', 'es', options),
    ...overrides,
  };
  const view = render(<View {...props} />);
  return {
    ...view,
    props,
    update: (next: Partial<TEngineViewProps>) => {
      Object.assign(props, next);
      view.rerender(<View {...props} />);
    },
    lastSlip: () => (props.setSlip as ReturnType<typeof vi.fn>).mock.calls.at(-1)?.[0],
  };
}
