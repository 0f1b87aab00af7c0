/** Statistical checks for uniform integer streams: chi-square, runs, serial correlation. */

/** Upper-tail probability of a chi-square statistic (Wilson–Hilferty normal approximation). */
export function chiSquarePValue(statistic: number, degrees: number): number {
  const z = ((statistic / degrees) ** (1 / 3) - (1 - 2 / (9 * degrees))) / Math.sqrt(2 / (9 * degrees));
  return 1 - normalCdf(z);
}

export function normalCdf(z: number): number {
  // Abramowitz and Stegun 7.1.26 on erf.
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Chi-square goodness of fit of draws in [0, k) against the uniform distribution. */
export function chiSquareUniform(draws: ArrayLike<number>, k: number) {
  const counts = new Float64Array(k);
  for (let i = 0; i < draws.length; i++) counts[draws[i]!]!++;
  const expected = draws.length / k;
  let statistic = 0;
  for (const c of counts) statistic += (c - expected) ** 2 / expected;
  return { statistic, pValue: chiSquarePValue(statistic, k - 1) };
}

/**
 * Chi-square goodness of fit of draws (bin indices in [0, k)) against known bin probabilities, for
 * draws that are not uniform by design (crash points).
 */
export function chiSquareExpected(draws: ArrayLike<number>, probabilities: number[]) {
  const counts = new Float64Array(probabilities.length);
  for (let i = 0; i < draws.length; i++) counts[draws[i]!]!++;
  let statistic = 0;
  for (const [bin, p] of probabilities.entries()) {
    const expected = draws.length * p;
    statistic += (counts[bin]! - expected) ** 2 / expected;
  }
  return { statistic, pValue: chiSquarePValue(statistic, probabilities.length - 1) };
}

/** Wald–Wolfowitz runs test above/below the median: two-sided p-value. */
export function runsTest(values: ArrayLike<number>, median: number) {
  let runs = 0;
  let above = 0;
  let below = 0;
  let previous: boolean | undefined;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (v === median) continue;
    const isAbove = v > median;
    if (isAbove) above++;
    else below++;
    if (isAbove !== previous) runs++;
    previous = isAbove;
  }
  const n = above + below;
  const mean = (2 * above * below) / n + 1;
  const variance = ((mean - 1) * (mean - 2)) / (n - 1);
  const z = (runs - mean) / Math.sqrt(variance);
  return { runs, z, pValue: 2 * (1 - normalCdf(Math.abs(z))) };
}

/** Lag-1 serial correlation; under independence it is ~N(0, 1/n). */
export function serialCorrelation(values: ArrayLike<number>) {
  const n = values.length;
  let mean = 0;
  for (let i = 0; i < n; i++) mean += values[i]!;
  mean /= n;
  let numerator = 0;
  let denominator = 0;
  for (let i = 0; i < n; i++) {
    const d = values[i]! - mean;
    denominator += d * d;
    if (i + 1 < n) numerator += d * (values[i + 1]! - mean);
  }
  const r = numerator / denominator;
  const z = r * Math.sqrt(n);
  return { r, pValue: 2 * (1 - normalCdf(Math.abs(z))) };
}
