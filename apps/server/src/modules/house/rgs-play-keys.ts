import crypto from 'node:crypto';
import type { IdempotencyClaims } from '@/platform/idempotency-claims';
import type { RgsParties } from './rgs-parties';
import { canonicalJson } from './rgs-views';

/** Idempotency keys of /rgs/play, claimed per game session in the platform's idempotency keys. */
export function createRgsPlayKeys(claims: IdempotencyClaims, { liveSession }: RgsParties) {
  return {
    /**
     * Claims an Idempotency-Key of /rgs/play for the session: no replay to go on and play, or the answer
     * the first call with this key got. The answer is stored by the platform's idempotency hook.
     */
    async claimPlayKey(sessionId: string, key: string, body: unknown) {
      await liveSession(sessionId);
      const scope = `rgs:${sessionId}`;
      const requestHash = crypto
        .createHash('sha256')
        .update(`POST /rgs/play ${canonicalJson(body)}`)
        .digest('hex');
      return { scope, replay: await claims.claim({ scope, key, requestHash }) };
    },
  };
}
