import type { TAuditItem, TAuditQuery } from '@crupier/contract/backoffice';
import { page } from '@crupier/contract/paging';
import type { FastifyRequest } from 'fastify';
import type { auditLog } from '@/db/schema';
import { authOf } from '@/platform/auth';
import type { StaffRepository } from './staff-repository';

/** What a staff write tells the audit log; any other field is kept in `detail`. */
export type StaffChange = Record<string, unknown> & {
  target?: unknown;
  reason?: unknown;
  before?: unknown;
  after?: unknown;
};

/** Fields that name what a write acted on, when the route did not say `target`. */
const TARGET_FIELDS = ['deposit', 'withdrawal', 'adjustment', 'account', 'session'] as const;

function targetOf(change: StaffChange): string | null {
  if (change.target !== undefined && change.target !== null) return String(change.target);
  const field = TARGET_FIELDS.find((name) => change[name] !== undefined && change[name] !== null);
  return field ? `${field}:${String(change[field])}` : null;
}

/**
 * The audit row of a staff write (the table is append-only): who (the signed-in staff member),
 * what (`action`), on what (`target`), why (`reason`), and the state before and after. A route that
 * names no `after` has the rest of its detail recorded as the after state.
 */
export function staffAuditEntry(
  request: FastifyRequest,
  action: string,
  change: StaffChange,
): typeof auditLog.$inferInsert {
  const { account } = authOf(request);
  const { target: _target, reason, before, after, ...rest } = change;
  return {
    event: action,
    merchantId: account.merchantId,
    accountId: account.id,
    ip: request.ip,
    detail: rest,
    target: targetOf(change),
    reason: typeof reason === 'string' && reason !== '' ? reason : null,
    before: before ?? null,
    after: after ?? (Object.keys(rest).length > 0 ? rest : null),
  };
}

/** `GET /ops/audit`: the staff entries of a merchant, newest first, filtered and paged. */
export async function listAudit(repo: StaffRepository, merchantId: number, query: TAuditQuery) {
  const filter = {
    ...(query.action ? { action: query.action } : {}),
    ...(query.staff ? { staff: query.staff } : {}),
    ...(query.from ? { from: new Date(query.from) } : {}),
    ...(query.to ? { to: new Date(query.to) } : {}),
  };
  const { rows, total } = await repo.auditPage(
    merchantId,
    filter,
    query.pageSize,
    (query.pageNo - 1) * query.pageSize,
  );
  const list: TAuditItem[] = rows.map((row) => ({
    id: String(row.id),
    at: row.at.toISOString(),
    staff: row.staff,
    action: row.action,
    target: row.target,
    reason: row.reason,
    before: row.before ?? null,
    after: row.after ?? null,
  }));
  return page(list, query, total);
}
