import { AGENT_TYPES } from '@crupier/contract/account-types';
import { sql } from 'drizzle-orm';

export const AGENT_TYPE_LIST = sql.raw(AGENT_TYPES.join(', '));

export const iso = (d: Date) => d.toISOString();
