import crypto from 'node:crypto';
import { AppError } from '@/platform/app-error';
import type { HouseRepository } from './repository';
import { STALE_CLAIM_MS } from './rgs-config';
import type { RgsParties } from './rgs-parties';
import { canonicalJson } from './rgs-views';

/** Idempotency keys of /rgs/play, claimed per game session. */
export function createRgsPlayKeys(repo: HouseRepository, { liveSession }: RgsParties) {
  return {
    /**
     * Claims an Idempotency-Key of /rgs/play for the session: null to go on and play, or the answer
     * the first call with this key got. The answer is stored by the platform's idempotency hook.
     */
    async claimPlayKey(sessionId: string, key: string, body: unknown) {
      await liveSession(sessionId);
      const scope = `rgs:${sessionId}`;
      const requestHash = crypto
        .createHash('sha256')
        .update(`POST /rgs/play ${canonicalJson(body)}`)
        .digest('hex');
      const claim = await repo.claimKey(scope, key, requestHash);
      if (claim.claimed) return { scope, replay: null };
      const existing = claim.existing;
      if (!existing) throw new AppError('request_in_progress', 409);
      if (existing.requestHash !== requestHash) throw new AppError('idempotency_conflict', 409);
      if (existing.statusCode !== null) {
        return { scope, replay: { statusCode: existing.statusCode, response: existing.response } };
      }
      if (Date.now() - existing.createdAt.getTime() <= STALE_CLAIM_MS) {
        throw new AppError('request_in_progress', 409);
      }
      await repo.reclaimKey(scope, key);
      return { scope, replay: null };
    },
  };
}
