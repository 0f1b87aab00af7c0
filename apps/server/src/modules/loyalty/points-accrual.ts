import type { FastifyBaseLogger } from 'fastify';
import type { Merchant } from '@/modules/merchants/service';
import type { PointsBooks } from './points-books';
import { ACCRUAL_OVERLAP, type LoyaltyDeps } from './points-settings';
import { createLoyaltyRepository } from './repository';

/** The accrual job: points for valid turnover. */
export function createPointsAccrual(deps: LoyaltyDeps, books: PointsBooks) {
  const { repo } = deps;
  const { pointsAccount, issuer, credit, settings } = books;
  return {
    /**
     * The accrual job: for every member whose wallet moved since the last run, the all-time net valid
     * turnover gives floor(turnover / turnoverPerPoint) points; the difference with what was given is
     * credited, with the counter moved in the same transaction (guarded: concurrent runs give once).
     * Refunds after points were given lower the turnover; points already given are kept.
     */
    async accrue(merchant: Merchant, log: FastifyBaseLogger) {
      const s = await settings(merchant.id);
      const watermark = await repo.watermark(merchant.id, 'points');
      const top = await repo.maxEntryId();
      const since = watermark > ACCRUAL_OVERLAP ? watermark - ACCRUAL_OVERLAP : 0n;
      const active = await repo.turnoverOfActive(merchant.id, merchant.currency, since);
      let credited = 0;
      for (const member of active) {
        if (member.pointsEarned === null) await repo.ensureAccrual(merchant.id, member.accountId);
        const before = member.pointsEarned ?? 0n;
        const due = member.turnover > 0n ? member.turnover / s.turnoverPerPoint : 0n;
        const points = due > before ? due - before : 0n;
        if (points === 0n) continue;
        await Promise.all([pointsAccount(merchant.id, member.accountId), issuer(merchant.id)]);
        await deps.db.transaction(async (tx) => {
          if (
            !(await createLoyaltyRepository(tx).advanceAccrual(
              member.accountId,
              before,
              member.turnover,
              due,
            ))
          )
            return;
          await credit(
            merchant.id,
            member.accountId,
            points,
            `points-accrual:${member.accountId}:${due}`,
            'points_accrual',
            tx,
          );
          credited++;
        });
      }
      await repo.setWatermark(merchant.id, 'points', top);
      if (credited > 0) log.info({ merchant: merchant.code, members: credited }, 'points accrued');
      return active.map((m) => ({ accountId: m.accountId, turnover: m.turnover }));
    },
  };
}
