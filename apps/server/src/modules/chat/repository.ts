import type { Db } from '@/db/client';
import type { chatConversations, chatMessages } from '@/db/schema-chat';
import { databasePublish, type Publish } from '@/platform/pub-sub';
import { chatConversationQueries } from './chat-conversation-queries';
import { chatMessageQueries } from './chat-message-queries';
import { chatQueueQueries } from './chat-queue-queries';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type MessageWithStaff = { message: ChatMessageRow; staffName: string | null };
export type QueueFilter = 'active' | 'ticket' | 'closed' | 'all';

/** The support chat's SQL, nothing else: every rule lives in service.ts. */
export function createChatRepository(db: Db, publish: Publish = databasePublish(db)) {
  return {
    ...chatConversationQueries(db),
    ...chatMessageQueries(db),
    ...chatQueueQueries(db, publish),
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
