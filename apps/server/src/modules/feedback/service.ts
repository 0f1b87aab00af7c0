import type { Db } from '@/db/client';
import type { Messages } from '@/modules/messages/service';
import { memberFeedback } from './member-feedback';
import { opsFeedback } from './ops-feedback';

/**
 * Feedback (`PUT /wps/feedback`): up to 140 characters and 3 images; the operator answers in the back
 * office, and the answer reaches the member as an internal message.
 */
export function createFeedback(deps: { db: Db; messages: Messages }) {
  return {
    ...memberFeedback(deps),
    ...opsFeedback(deps),
  };
}

export type Feedback = ReturnType<typeof createFeedback>;
