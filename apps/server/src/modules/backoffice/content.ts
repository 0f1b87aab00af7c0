import type {
  TOpsAnnouncement,
  TOpsAnnouncementInput,
  TOpsAnnouncementQuery,
} from '@crupier/contract/ops-content';
import { page } from '@crupier/contract/paging';
import type { Db } from '@/db/client';
import type { Merchant } from '@/modules/merchants/service';
import { AppError } from '@/platform/app-error';
import { type AnnouncementRow, type AnnouncementValues, createContentRepository } from './content-repository';

const MAX_ID = 2_147_483_647;

export function announcementView(row: AnnouncementRow): TOpsAnnouncement {
  return {
    id: String(row.id),
    type: row.type as TOpsAnnouncement['type'],
    groupName: row.groupName,
    titles: row.titles,
    contents: row.contents,
    imageUrl: row.imageUrl,
    linkUrl: row.linkUrl,
    promotionType: row.promotionType,
    execution: row.execution,
    sort: row.sort,
    published: row.published,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An id of the path: a row id of this merchant, or 404 (as for another merchant's row). */
function rowId(id: string): number {
  const n = /^\d{1,10}$/.test(id) ? Number(id) : 0;
  if (n < 1 || n > MAX_ID) throw new AppError('not_found', 404);
  return n;
}

/**
 * The rules of an announcement written in the back office: texts only in languages the merchant
 * offers, and a title at least in its default language (the lobby shows that one where a translation
 * is missing; the list's `missing` filter finds them); a banner has a slot and an image; only a popup has an audience
 * (the others keep `B`, which the lobby ignores for them); a period ends after it starts.
 */
export function announcementValues(merchant: Merchant, input: TOpsAnnouncementInput): AnnouncementValues {
  const offered = new Set(merchant.languages);
  for (const language of [...Object.keys(input.titles), ...Object.keys(input.contents)]) {
    if (!offered.has(language)) throw new AppError('unknown_language', 422, `not offered: ${language}`);
  }
  const fallback = merchant.defaultLanguage;
  if (!input.titles[fallback]?.trim()) {
    throw new AppError('missing_translation', 422, `a title in ${fallback} is required`);
  }
  if (input.type === 'B' && !input.imageUrl) throw new AppError('image_required', 422);
  if (input.startsAt && input.endsAt && new Date(input.endsAt) <= new Date(input.startsAt)) {
    throw new AppError('invalid_period', 422);
  }
  return {
    type: input.type,
    groupName: input.type === 'B' ? (input.groupName ?? 'w_home') : null,
    titles: input.titles,
    contents: input.contents,
    imageUrl: input.imageUrl,
    linkUrl: input.linkUrl,
    promotionType: input.promotionType,
    execution: input.type === 'PU' ? input.execution : 'B',
    sort: input.sort,
    published: input.published,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
  };
}

/**
 * The merchant's banners, notices, popups and promotion entries as the back office edits them. The
 * lobby reads the same table on every MCSFE_getListAnnouncements call (no cache), so a published
 * change shows on the player site at its next call. Each write answers the state before and after,
 * for the audit log.
 */
export function createContent(db: Db) {
  const repo = createContentRepository(db);

  async function found(merchant: Merchant, id: string) {
    const row = await repo.find(merchant.id, rowId(id));
    if (!row) throw new AppError('not_found', 404);
    return row;
  }

  return {
    async list(merchant: Merchant, query: TOpsAnnouncementQuery) {
      const { rows, total } = await repo.list({
        merchantId: merchant.id,
        type: query.type,
        published: query.published === undefined ? undefined : query.published === 'true',
        missing: query.missing,
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      return page(rows.map(announcementView), query, total);
    },

    async get(merchant: Merchant, id: string) {
      return announcementView(await found(merchant, id));
    },

    async create(merchant: Merchant, input: TOpsAnnouncementInput) {
      const row = await repo.insert(merchant.id, announcementValues(merchant, input));
      return { before: null, after: announcementView(row) };
    },

    async update(merchant: Merchant, id: string, input: TOpsAnnouncementInput) {
      const before = await found(merchant, id);
      const row = await repo.update(merchant.id, before.id, announcementValues(merchant, input));
      if (!row) throw new AppError('not_found', 404);
      return { before: announcementView(before), after: announcementView(row) };
    },

    async setPublished(merchant: Merchant, id: string, published: boolean) {
      const before = await found(merchant, id);
      const row = await repo.update(merchant.id, before.id, { published });
      if (!row) throw new AppError('not_found', 404);
      return { before: announcementView(before), after: announcementView(row) };
    },

    async remove(merchant: Merchant, id: string) {
      const row = await repo.remove(merchant.id, rowId(id));
      if (!row) throw new AppError('not_found', 404);
      return { before: announcementView(row), after: null };
    },
  };
}

export type Content = ReturnType<typeof createContent>;
