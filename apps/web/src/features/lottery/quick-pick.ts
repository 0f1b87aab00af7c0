type TPick = {
  count: number;
  digits?: number;
  min?: number;
  max?: number;
  distinct?: boolean;
  options?: string[];
};

function randomBelow(n: number): number {
  const buffer = new Uint32Array(1);
  const limit = 2 ** 32 - (2 ** 32 % n);
  for (;;) {
    crypto.getRandomValues(buffer);
    if (buffer[0]! < limit) return buffer[0]! % n;
  }
}

/** Random numbers that fit a bet type's pick (distinct where it asks). */
export function quickPick(pick: TPick): string[] {
  if (pick.options) return [pick.options[randomBelow(pick.options.length)]!];
  const out: string[] = [];
  while (out.length < pick.count) {
    const value =
      pick.min !== undefined && pick.max !== undefined
        ? String(pick.min + randomBelow(pick.max - pick.min + 1))
        : String(randomBelow(10 ** (pick.digits ?? 1))).padStart(pick.digits ?? 1, '0');
    if (!pick.distinct || !out.includes(value)) out.push(value);
  }
  return out;
}
