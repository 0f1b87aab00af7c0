import { describe, expect, it } from 'vitest';
import { progressPercent } from './progress';

describe('progressPercent', () => {
  it('is the whole percent of the target, exact on money strings', () => {
    expect(progressPercent('0.00', '100.00')).toBe(0);
    expect(progressPercent('33.33', '100.00')).toBe(33);
    expect(progressPercent('99.99', '100.00')).toBe(99);
    expect(progressPercent('100.00', '100.00')).toBe(100);
  });

  it('stays within 0–100 for overshoot, negatives and a missing target', () => {
    expect(progressPercent('250.00', '100.00')).toBe(100);
    expect(progressPercent('-5.00', '100.00')).toBe(0);
    expect(progressPercent('5.00', '0.00')).toBe(100);
    expect(progressPercent('x', '100.00')).toBe(100);
  });
});
