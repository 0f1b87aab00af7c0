import { useEffect, useState } from 'react';
import type { TEngineViewProps } from '@/api/game-engine-types';
import { formatMinor, parseMinor } from '@/lib/money';

/** Chips on a table's named sides (baccarat, Dragon Tiger), in minor units. */
export type TSideStakes<S extends string> = Partial<Record<S, bigint>>;

export const sideStakesTotal = <S extends string>(stakes: TSideStakes<S>) =>
  (Object.values(stakes) as (bigint | undefined)[]).reduce<bigint>((sum, s) => sum + (s ?? 0n), 0n);

/** The play params: one entry per side with chips, in the table's order, its share the stake. */
export function sideParams<S extends string>(sides: readonly S[], stakes: TSideStakes<S>) {
  return {
    bets: sides
      .filter((side) => (stakes[side] ?? 0n) > 0n)
      .map((side) => ({ side, share: Number(stakes[side]) })),
  };
}

/**
 * The chips of a side-bet table: a click adds the selected chip to a side (not while a coup is dealt),
 * and the bet slip follows the chips. The chips stay for the next coup until cleared.
 */
export function useSideStakes<S extends string>(
  sides: readonly S[],
  { bet: chip, setSlip, sound }: Pick<TEngineViewProps, 'bet' | 'setSlip' | 'sound'>,
  locked: boolean,
) {
  const [stakes, setStakes] = useState<TSideStakes<S>>({});
  const total = sideStakesTotal(stakes);

  useEffect(() => {
    const sum = sideStakesTotal(stakes);
    setSlip(sum > 0n ? { params: sideParams(sides, stakes), bet: formatMinor(sum) } : null);
  }, [sides, stakes, setSlip]);

  const place = (side: S) => {
    if (locked) return;
    sound.play('click');
    setStakes((s) => ({ ...s, [side]: (s[side] ?? 0n) + parseMinor(chip) }));
  };
  return { stakes, total, place, clear: () => setStakes({}) };
}
