import type { WordDraw } from '@crupier/contract/house/fair-stream';
import type { TFairStream } from '@/api/game-engine-types';

/** Runs one of the contract's word derivations (house/fair-stream.ts WordDraw) on the browser's stream. */
export async function runDraw<T>(stream: Pick<TFairStream, 'nextUint32'>, draw: WordDraw<T>): Promise<T> {
  let step = draw.next();
  while (!step.done) step = draw.next(await stream.nextUint32());
  return step.value;
}
