import type { TOpsHelpArticle, TOpsHelpArticleInput, TOpsHelpQuery } from '@crupier/contract/ops-brand';
import type { Db } from '@/db/client';
import type { Merchant } from '@/modules/merchants/service';
import { AppError } from '@/platform/app-error';
import { createBrandRepository, type HelpArticleRow } from './brand-repository';

const MAX_ID = 2_147_483_647;

export function helpArticleView(row: HelpArticleRow): TOpsHelpArticle {
  return {
    id: String(row.id),
    lang: row.lang,
    device: row.device,
    slug: row.slug,
    title: row.title,
    content: row.content,
    sort: row.sort,
  };
}

/** An id of the path: a row id of this merchant, or 404 (as for another merchant's row). */
function rowId(id: string): number {
  const n = /^\d{1,10}$/.test(id) ? Number(id) : 0;
  if (n < 1 || n > MAX_ID) throw new AppError('not_found', 404);
  return n;
}

/**
 * The merchant's help-centre articles by language and device, as /wps/system/helpCenter serves them
 * (read on every call, no cache). An article is in a language the merchant offers, and its slug is
 * unique within its language and device (409 otherwise).
 */
export function createHelpCentre(db: Db) {
  const repo = createBrandRepository(db);

  async function found(merchant: Merchant, id: string) {
    const row = await repo.helpArticle(merchant.id, rowId(id));
    if (!row) throw new AppError('not_found', 404);
    return row;
  }

  async function checked(merchant: Merchant, input: TOpsHelpArticleInput, exceptId?: number) {
    if (!merchant.languages.includes(input.lang)) {
      throw new AppError('unknown_language', 422, `not offered: ${input.lang}`);
    }
    if (await repo.helpSlugOwner(merchant.id, input, exceptId)) throw new AppError('help_slug_taken', 409);
    return input;
  }

  return {
    async list(merchant: Merchant, query: TOpsHelpQuery) {
      return (await repo.helpArticles(merchant.id, query)).map(helpArticleView);
    },

    async get(merchant: Merchant, id: string) {
      return helpArticleView(await found(merchant, id));
    },

    async create(merchant: Merchant, input: TOpsHelpArticleInput) {
      const row = await repo.insertHelp(merchant.id, await checked(merchant, input));
      return { before: null, after: helpArticleView(row) };
    },

    async update(merchant: Merchant, id: string, input: TOpsHelpArticleInput) {
      const before = await found(merchant, id);
      const row = await repo.updateHelp(merchant.id, before.id, await checked(merchant, input, before.id));
      if (!row) throw new AppError('not_found', 404);
      return { before: helpArticleView(before), after: helpArticleView(row) };
    },

    async remove(merchant: Merchant, id: string) {
      const row = await repo.removeHelp(merchant.id, rowId(id));
      if (!row) throw new AppError('not_found', 404);
      return { before: helpArticleView(row), after: null };
    },
  };
}

export type HelpCentre = ReturnType<typeof createHelpCentre>;
