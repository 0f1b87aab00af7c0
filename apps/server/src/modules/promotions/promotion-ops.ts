import type {
  TOpsApplicationQuery,
  TOpsPromotionInput,
  TOpsPromotionQuery,
  TOpsRebateRates,
  TOpsRebateRatesInput,
} from '@crupier/contract/ops-promotions';
import { page } from '@crupier/contract/paging';
import type { Merchant } from '@/modules/merchants/service';
import { AppError } from '@/platform/app-error';
import { parsePercent } from './engine';
import type { PromotionsDeps } from './promotion-deps';
import { writeOf } from './promotion-input';
import { applicationView, opsView, pageOf } from './promotion-views';
import { createPromotionsRepository, type PromotionsRepository } from './repository';

/** The operators' promotions: their definitions, the members' applications, and the rebate rates. */
export function createPromotionOps({ db }: Pick<PromotionsDeps, 'db'>, repo: PromotionsRepository) {
  return {
    async list(merchant: Merchant, query: TOpsPromotionQuery) {
      const filter: { kind?: string; status?: string } = {};
      if (query.kind) filter.kind = query.kind;
      if (query.status) filter.status = query.status;
      const [rows, stats] = await Promise.all([repo.list(merchant.id, filter), repo.stats(merchant.id)]);
      const slice = rows.slice((query.pageNo - 1) * query.pageSize, query.pageNo * query.pageSize);
      return page(
        slice.map((p) => opsView(p, stats.get(p.id))),
        query,
        rows.length,
      );
    },
    async get(merchant: Merchant, id: string) {
      const p = await repo.get(merchant.id, BigInt(id));
      if (!p) throw new AppError('promotion_not_found', 404);
      return opsView(p, (await repo.stats(merchant.id)).get(p.id));
    },
    async create(merchant: Merchant, input: TOpsPromotionInput) {
      const p = await repo.insert(merchant.id, writeOf(merchant, input));
      return { before: null, after: opsView(p) };
    },
    async update(merchant: Merchant, id: string, input: TOpsPromotionInput) {
      const before = await repo.get(merchant.id, BigInt(id));
      if (!before) throw new AppError('promotion_not_found', 404);
      if (before.status === 'closed') throw new AppError('promotion_closed', 409);
      const after = await repo.update(merchant.id, BigInt(id), writeOf(merchant, input));
      return { before: opsView(before), after: opsView(after!) };
    },
    async close(merchant: Merchant, id: string) {
      const before = await repo.get(merchant.id, BigInt(id));
      if (!before) throw new AppError('promotion_not_found', 404);
      if (before.status === 'closed') throw new AppError('promotion_closed', 409);
      const after = await repo.close(merchant.id, BigInt(id));
      return { before: opsView(before), after: opsView(after!) };
    },
    async applications(merchant: Merchant, query: TOpsApplicationQuery) {
      const filter: { state?: string; promotionId?: bigint } = {};
      if (query.state) filter.state = query.state;
      if (query.promotionId) filter.promotionId = BigInt(query.promotionId);
      const { rows, total } = await repo.applications(merchant.id, filter, pageOf(query));
      return page(await Promise.all(rows.map((r) => applicationView(merchant, r))), query, total);
    },
    async rebateRates(merchant: Merchant): Promise<TOpsRebateRates> {
      const rates = await repo.rebateRates(merchant.id);
      return {
        rates: rates.map((r) => ({
          gameType: r.gameType,
          vipLevel: r.vipLevel,
          rate: (r.rateBp / 100).toFixed(2),
        })),
      };
    },
    async setRebateRates(merchant: Merchant, input: TOpsRebateRatesInput) {
      const before = await this.rebateRates(merchant);
      const rates = input.rates.map((r) => ({
        gameType: r.gameType,
        vipLevel: r.vipLevel,
        rateBp: parsePercent(r.rate),
      }));
      if (rates.some((r) => r.rateBp > 10_000))
        throw new AppError('invalid_input', 400, 'a rate is at most 100 %');
      await db.transaction((tx) => createPromotionsRepository(tx).replaceRebateRates(merchant.id, rates));
      return { before, after: await this.rebateRates(merchant) };
    },
  };
}
