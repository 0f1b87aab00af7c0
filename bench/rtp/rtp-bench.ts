/**
 * `npm run bench:rtp`: 10^7 spins of each slot paytable from the provably fair stream; the simulated
 * return to player must be within 0.5 % (absolute) of the documented, exactly computed one.
 */

import { DOCUMENTED_RTP, PAYTABLES, playSlot } from '../../apps/server/src/modules/house/engines/slot';
import { FairStream } from '../../apps/server/src/modules/house/fairness';

const SPINS = Number(process.env.RTP_SPINS ?? 10_000_000);
const TOLERANCE = 0.005;
let failed = 0;
for (const table of Object.values(PAYTABLES)) {
  const started = performance.now();
  let sum = 0;
  for (let nonce = 0; nonce < SPINS; nonce++)
    sum += playSlot(new FairStream('rtp-bench', table.id, nonce), table).lineBets / 20;
  const rtp = sum / SPINS;
  const ok = Math.abs(rtp - DOCUMENTED_RTP[table.id]) <= TOLERANCE;
  if (!ok) failed++;
  console.log(
    `paytable ${table.id} (${table.name}): simulated ${(rtp * 100).toFixed(3)} % over ${SPINS} spins, documented ${(DOCUMENTED_RTP[table.id] * 100).toFixed(3)} %, ${ok ? 'within' : 'OUTSIDE'} 0.5 % (${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );
}
console.log(`rtp: ${3 - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
