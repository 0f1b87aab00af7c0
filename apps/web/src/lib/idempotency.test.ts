import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/client';
import { createIdempotencyKeeper, isUndecided, newIdempotencyKey } from './idempotency';

const keys = () => {
  let n = 0;
  return () => `key-${++n}`;
};

describe('idempotency keys: one per action, the same on its retries', () => {
  it('makes random keys of the contract’s length', () => {
    const a = newIdempotencyKey();
    expect(a.length).toBeGreaterThan(0);
    expect(a.length).toBeLessThanOrEqual(255);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('reuses the key after an undecided failure (network, 5xx, still in progress)', () => {
    const keeper = createIdempotencyKeeper(keys());
    const body = { amount: '100.00' };
    expect(keeper.keyFor(body)).toBe('key-1');
    keeper.settle(new ApiError('network_error', 0, 'offline'));
    expect(keeper.keyFor({ amount: '100.00' })).toBe('key-1');
    keeper.settle(new ApiError('internal_error', 500, 'boom'));
    expect(keeper.keyFor(body)).toBe('key-1');
    keeper.settle(new ApiError('request_in_progress', 409, 'wait'));
    expect(keeper.pendingKey).toBe('key-1');
    expect(keeper.keyFor(body)).toBe('key-1');
  });

  it('starts a new action after an answer, success or refusal', () => {
    const keeper = createIdempotencyKeeper(keys());
    expect(keeper.keyFor({ a: 1 })).toBe('key-1');
    keeper.settle();
    expect(keeper.keyFor({ a: 1 })).toBe('key-2');
    keeper.settle(new ApiError('insufficient_funds', 422, 'no'));
    expect(keeper.pendingKey).toBeNull();
    expect(keeper.keyFor({ a: 1 })).toBe('key-3');
  });

  it('a changed body is another action with its own key', () => {
    const keeper = createIdempotencyKeeper(keys());
    expect(keeper.keyFor({ amount: '1.00' })).toBe('key-1');
    keeper.settle(new ApiError('network_error', 0, 'offline'));
    expect(keeper.keyFor({ amount: '2.00' })).toBe('key-2');
  });

  it('knows which failures may have moved money', () => {
    expect(isUndecided(new TypeError('x'))).toBe(true);
    expect(isUndecided(new ApiError('network_error', 0, ''))).toBe(true);
    expect(isUndecided(new ApiError('internal_error', 503, ''))).toBe(true);
    expect(isUndecided(new ApiError('idempotency_conflict', 409, ''))).toBe(false);
    expect(isUndecided(new ApiError('invalid_payment_password', 400, ''))).toBe(false);
  });
});
