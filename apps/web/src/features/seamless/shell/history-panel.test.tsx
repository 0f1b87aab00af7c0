import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HistoryPanel, playedAtText } from './history-panel';
import { round } from './test-session';

describe('playedAtText', () => {
  const now = new Date(2026, 10, 28, 18, 0, 0);
  it('gives the time of day with seconds for a round of today, and the day too for an older one', () => {
    // In the language's own convention (es-MX and en-US count 12 hours, pt-BR 24).
    expect(playedAtText(new Date(2026, 10, 28, 9, 5, 7).toISOString(), 'es-MX', now)).toMatch(/^09:05:07 a/);
    expect(playedAtText(new Date(2026, 10, 28, 21, 5, 7).toISOString(), 'pt-BR', now)).toBe('21:05:07');
    expect(playedAtText(new Date(2026, 10, 27, 23, 59, 1).toISOString(), 'pt-BR', now)).toMatch(
      /^27\/11.*23:59:01$/,
    );
    expect(playedAtText('not a date', 'es-MX', now)).toBe('');
  });
});

describe('HistoryPanel', () => {
  it('tells the rounds apart by the time they were played, not by the nonce each session restarts', () => {
    const rounds = [
      round({ roundId: 'r3', nonce: 1, playedAt: new Date(Date.now() - 1000).toISOString() }),
      round({ roundId: 'r2', nonce: 1, playedAt: new Date(Date.now() - 60_000).toISOString() }),
      round({ roundId: 'r1', nonce: 1 }),
    ];
    render(
      <HistoryPanel
        rounds={rounds}
        failed={false}
        summary={() => '17 rojo'}
        money={(amount) => `$${amount}`}
        onVerify={() => {}}
      />,
    );
    const times = screen.getAllByTestId('history-time');
    expect(times).toHaveLength(2);
    expect(times[0]).toHaveAttribute('dateTime', rounds[0]!.playedAt);
    expect(times[0]!.textContent).toMatch(/\d\d:\d\d:\d\d/);
    expect(times[0]!.textContent).not.toBe(times[1]!.textContent);
    // A round from a server that does not say when it was played keeps its nonce.
    expect(screen.getAllByTestId('history-row')[2]).toHaveTextContent('#1');
  });

  it('names shared rounds (crash) by the round number every player sees', () => {
    render(
      <HistoryPanel
        rounds={[round({ roundId: 'c9', nonce: 4182, playedAt: new Date().toISOString() })]}
        failed={false}
        summary={() => '×1,10'}
        money={(amount) => `$${amount}`}
        onVerify={() => {}}
        numbered
      />,
    );
    expect(screen.queryByTestId('history-time')).toBeNull();
    expect(screen.getByTestId('history-row')).toHaveTextContent('#4182');
  });
});
