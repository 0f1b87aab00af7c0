import { SIC_BO_FACES, type SicBoBet, sicBoWin } from '@crupier/contract/house/sic-bo';
import type { FairStream } from '@/modules/house/fairness';

/** Sic Bo (rules in the contract's house/sic-bo.ts): three dice, each the stream's next int in [0, 6) + 1. */
export function throwSicBo(stream: FairStream): number[] {
  return [0, 1, 2].map(() => stream.int(SIC_BO_FACES) + 1);
}

export function playSicBo(stream: FairStream, bets: { bet: SicBoBet; stake: bigint }[]) {
  const dice = throwSicBo(stream);
  return { dice, total: dice[0]! + dice[1]! + dice[2]!, win: sicBoWin(dice, bets) };
}
