/** How a player's own limit is stored: its amount in force and a looser one (or a removal) still waiting. */
export type LimitChange = {
  amount: bigint | null;
  pendingAmount: bigint | null;
  pendingRemoves: boolean;
  pendingFrom: Date | null;
};

/**
 * A player's new limit against the one in force (null: none): a tighter or unchanged one applies at
 * once; a looser one (or removing one) waits `delayMs`, so a moment's impulse cannot undo it.
 */
export function limitChange(
  next: bigint | null,
  current: bigint | null,
  now: Date,
  delayMs: number,
): LimitChange {
  const tighter = next !== null && (current === null || next < current);
  if (tighter || next === current) {
    return { amount: next, pendingAmount: null, pendingRemoves: false, pendingFrom: null };
  }
  return {
    amount: current,
    pendingAmount: next,
    pendingRemoves: next === null,
    pendingFrom: new Date(now.getTime() + delayMs),
  };
}
