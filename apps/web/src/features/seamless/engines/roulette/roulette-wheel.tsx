import { pocketColor } from '@crupier/contract/house/roulette';
import { useEffect, useState } from 'react';
import type { TRound } from '@/api/game-engine-types';
import { rouletteOutcome, type TRouletteOutcome } from './table';

/** The pockets of a European wheel, clockwise from the zero. */
const WHEEL = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];
const SEGMENT = 360 / WHEEL.length;
const WHEEL_COLORS = { green: '#0f8a4b', red: '#c3282f', black: '#1b1d22' } as const;
const WHEEL_GRADIENT = `conic-gradient(${WHEEL.map(
  (n, i) => `${WHEEL_COLORS[pocketColor(n)]} ${i * SEGMENT}deg ${(i + 1) * SEGMENT}deg`,
).join(', ')})`;

/** The wheel's angle: on each round it turns a few times and stops with the pocket at the top. */
export function useWheelTurn(round: TRound | null): number {
  const [turn, setTurn] = useState(0);
  useEffect(() => {
    const pocket = rouletteOutcome(round)?.pocket;
    if (pocket === undefined) return;
    setTurn((previous) => {
      const target = 360 - (WHEEL.indexOf(pocket) + 0.5) * SEGMENT;
      const base = Math.ceil(previous / 360) * 360 + 3 * 360;
      return base + target;
    });
  }, [round]);
  return turn;
}

export function RouletteWheel({
  turn,
  outcome,
  spinning,
}: {
  turn: number;
  outcome: TRouletteOutcome | null;
  spinning: boolean;
}) {
  return (
    <div className="roulette__wheel" aria-hidden="true">
      <div
        className="roulette__disc"
        style={{ background: WHEEL_GRADIENT, transform: `rotate(${turn}deg)` }}
      />
      <div className="roulette__pointer" />
      <div className={`roulette__hub${outcome && !spinning ? ` roulette__hub--${outcome.color}` : ''}`}>
        {spinning ? '' : outcome ? outcome.pocket : ''}
      </div>
    </div>
  );
}
