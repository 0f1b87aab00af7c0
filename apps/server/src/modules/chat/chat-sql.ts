import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accounts } from '@/db/schema';
import { chatMessages } from '@/db/schema-chat';
import type { QueueFilter } from './repository';

/** Staff count as online while seen on the chat (socket heartbeat, queue reads) in this window. */
export const ONLINE_SECONDS = 90;

export const staffAccounts = alias(accounts, 'chat_staff');

export const memberAccounts = alias(accounts, 'chat_member');

export const queueStates = (filter: QueueFilter) =>
  filter === 'active' ? ['waiting', 'open'] : filter === 'all' ? null : [filter];

export const messageColumns = {
  message: {
    id: chatMessages.id,
    conversationId: chatMessages.conversationId,
    author: chatMessages.author,
    staffId: chatMessages.staffId,
    body: chatMessages.body,
    imageType: chatMessages.imageType,
    imageData: sql<string | null>`NULL`.as('image_data_omitted'),
    createdAt: chatMessages.createdAt,
  },
  staffName: staffAccounts.nickname,
};
