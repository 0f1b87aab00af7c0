import type { TMemberMessage } from '@crupier/contract/member-centre';
import { page, type TPageQuery } from '@crupier/contract/paging';
import type { Db } from '@/db/client';
import type { AccountRow } from '@/modules/identity/accounts';
import { AppError } from '@/platform/app-error';
import type { Publish } from '@/platform/pub-sub';
import { type MessageTextsByLanguage, messageIn } from './message-language';
import { createMessagesRepository, type MessageRow } from './repository';

export type SendMessage = {
  merchantId: number;
  /** One member, or null for every member of the merchant (a broadcast). */
  accountId: bigint | null;
  /** The text in the merchant's default language (shown when the reader's languages are not kept). */
  title: string;
  body: string;
  /** The same message in other languages; the reader gets its own through the content fallback chain. */
  texts?: MessageTextsByLanguage;
  /** What sent it: 'operator' (default), 'feedback', 'promotion', 'agent'… */
  kind?: string;
  /** The staff member (or other account) that sent it, if any. */
  sentBy?: bigint | null;
};

/** The language a member reads in: the request's, then the merchant's default (then es, then any). */
export type Reader = { lang?: string | undefined; merchantDefault: string };

const view = (row: MessageRow, readAt: Date | null, reader: Reader): TMemberMessage => ({
  id: String(row.id),
  kind: row.kind,
  ...messageIn(row, reader.lang, reader.merchantDefault),
  at: row.createdAt.toISOString(),
  read: readAt !== null,
  broadcast: row.accountId === null,
});

/**
 * Internal messages (messageV2): the operator (or another domain: feedback answers, promotions,
 * agents) sends to one member or to all; each member reads and deletes its own copy. A new message is
 * announced over the WebSocket as `{"type":"message","id","title"}`.
 */
export function createMessages(db: Db, publish?: Publish) {
  const repo = createMessagesRepository(db, publish);
  return {
    async send(input: SendMessage): Promise<{ id: string }> {
      const row = await repo.insert({
        merchantId: input.merchantId,
        accountId: input.accountId,
        kind: input.kind ?? 'operator',
        title: input.title,
        body: input.body,
        texts: input.texts && Object.keys(input.texts).length > 0 ? input.texts : null,
        sentBy: input.sentBy ?? null,
      });
      const target = input.accountId === null ? `m${input.merchantId}` : String(input.accountId);
      await repo
        .notify(target, { type: 'message', id: String(row.id), title: row.title })
        .catch(() => undefined);
      return { id: String(row.id) };
    },

    async list(
      account: AccountRow,
      query: TPageQuery & { unread?: 'true' | 'false' | undefined },
      reader: Reader,
    ) {
      const { rows, total } = await repo.page(account.merchantId, account.id, account.createdAt, {
        unread: query.unread === 'true',
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      const unread = await repo.unread(account.merchantId, account.id, account.createdAt);
      return {
        ...page(
          rows.map((r) => view(r.message, r.readAt, reader)),
          query,
          total,
        ),
        unread,
      };
    },

    unreadCount: (account: AccountRow) => repo.unread(account.merchantId, account.id, account.createdAt),

    /** Marks a message read (or deleted); another member's message is 404, never 403. */
    async mark(account: AccountRow, id: string, what: 'read' | 'deleted') {
      const found = await repo.visibleOne(account.merchantId, account.id, account.createdAt, BigInt(id));
      if (!found) throw new AppError('not_found', 404);
      await repo.mark(account.id, found.id, what);
      const count = await repo.unread(account.merchantId, account.id, account.createdAt);
      await repo.notify(String(account.id), { type: 'unread', count }).catch(() => undefined);
      return { count };
    },

    async sent(merchantId: number, query: TPageQuery) {
      const { rows, total } = await repo.sent(merchantId, {
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      return page(
        rows.map((r) => ({
          id: String(r.message.id),
          to: r.username ?? null,
          kind: r.message.kind,
          title: r.message.title,
          body: r.message.body,
          at: r.message.createdAt.toISOString(),
        })),
        query,
        total,
      );
    },
  };
}

export type Messages = ReturnType<typeof createMessages>;
