import { describe, expect, it } from 'vitest';
import { afterRound, beforeRound, parseLimits, START, stopForError, type TAutoplayLimits } from './autoplay';

const limits = (overrides: Partial<TAutoplayLimits> = {}): TAutoplayLimits => ({
  rounds: 10,
  lossLimit: null,
  winLimit: null,
  balanceFloor: null,
  ...overrides,
});

describe('autoplay limits from the form', () => {
  it('reads rounds and optional money limits, in minor units', () => {
    expect(parseLimits({ rounds: '25', loss: '', win: ' ', floor: '' })).toEqual(limits({ rounds: 25 }));
    expect(parseLimits({ rounds: '5', loss: '12,5', win: '100', floor: '0.99' })).toEqual({
      rounds: 5,
      lossLimit: 1250n,
      winLimit: 10000n,
      balanceFloor: 99n,
    });
  });

  it('names the field that is wrong', () => {
    expect(parseLimits({ rounds: '0', loss: '', win: '', floor: '' })).toEqual({ invalid: 'rounds' });
    expect(parseLimits({ rounds: '1001', loss: '', win: '', floor: '' })).toEqual({ invalid: 'rounds' });
    expect(parseLimits({ rounds: '2.5', loss: '', win: '', floor: '' })).toEqual({ invalid: 'rounds' });
    expect(parseLimits({ rounds: '10', loss: '1.000', win: '', floor: '' })).toEqual({ invalid: 'loss' });
    expect(parseLimits({ rounds: '10', loss: '', win: '-3', floor: '' })).toEqual({ invalid: 'win' });
    expect(parseLimits({ rounds: '10', loss: '', win: '', floor: 'abc' })).toEqual({ invalid: 'floor' });
  });
});

describe('autoplay stop rules', () => {
  it('starts a round only with rounds left, the balance above the floor and enough for the bet', () => {
    expect(beforeRound(limits(), START, 10_000n, 100n)).toBeNull();
    expect(beforeRound(limits({ rounds: 3 }), { played: 3, net: 0n }, 10_000n, 100n)).toBe('rounds');
    expect(beforeRound(limits({ balanceFloor: 5_000n }), START, 4_999n, 100n)).toBe('balance');
    expect(beforeRound(limits({ balanceFloor: 5_000n }), START, 5_000n, 100n)).toBeNull();
    expect(beforeRound(limits(), START, 99n, 100n)).toBe('funds');
  });

  it('counts rounds and the net result', () => {
    const one = afterRound(limits(), START, { bet: '1.00', win: '0.00' }, 9_900n);
    expect(one).toEqual({ progress: { played: 1, net: -100n }, stop: null });
    const two = afterRound(limits(), one.progress, { bet: '1.00', win: '2.50' }, 10_050n);
    expect(two).toEqual({ progress: { played: 2, net: 50n }, stop: null });
  });

  it('stops after the last round', () => {
    expect(afterRound(limits({ rounds: 1 }), START, { bet: '1.00', win: '0.00' }, 0n).stop).toBe('rounds');
  });

  it('stops once the loss since the start reaches the limit', () => {
    const rule = limits({ lossLimit: 300n });
    let progress = START;
    const stops: (string | null)[] = [];
    for (const win of ['0.00', '1.50', '0.00', '0.00', '0.00']) {
      const next = afterRound(rule, progress, { bet: '1.00', win }, 10_000n);
      progress = next.progress;
      stops.push(next.stop);
    }
    // -1, -0.5, -1.5, -2.5, -3.5: the loss reaches 3.00 on the fifth round.
    expect(stops).toEqual([null, null, null, null, 'loss']);
  });

  it('stops after a single win at or above the limit', () => {
    const rule = limits({ winLimit: 500n });
    expect(afterRound(rule, START, { bet: '1.00', win: '4.99' }, 0n).stop).toBeNull();
    expect(afterRound(rule, START, { bet: '1.00', win: '5.00' }, 0n).stop).toBe('win');
  });

  it('stops when the balance falls below the floor', () => {
    expect(afterRound(limits({ balanceFloor: 1_000n }), START, { bet: '1.00', win: '0.00' }, 999n).stop).toBe(
      'balance',
    );
  });

  it('stops on any error; on a refusal for money it says so', () => {
    expect(stopForError('insufficient_funds')).toBe('funds');
    expect(stopForError('network_error')).toBe('error');
    expect(stopForError(null)).toBe('error');
  });
});
