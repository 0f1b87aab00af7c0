import type { IdentityRepository } from './repository';

export type OutgoingMessage = {
  merchantId: number;
  channel: 'sms' | 'email';
  to: string;
  text: string;
  code?: string;
};

/** Sends SMS and e-mail. Real providers implement this; the demo provider writes to the outbox. */
export interface MessageProvider {
  send(message: OutgoingMessage): Promise<void>;
}

export function createOutboxProvider(repo: IdentityRepository): MessageProvider {
  return {
    async send(message) {
      await repo.insertOutbox({ ...message, code: message.code ?? null });
    },
  };
}
