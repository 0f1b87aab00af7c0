import type { IdentityRepository } from './repository';

export type AuditEvent =
  | 'login'
  | 'login_failed'
  | 'logout'
  | 'register'
  | 'freeplay'
  | 'password_changed'
  | 'password_reset_email'
  | 'password_reset_phone';

export type AuditEntry = {
  merchantId: number;
  accountId?: bigint | null;
  ip?: string;
  detail?: Record<string, unknown>;
};

/** Appends to the audit log (a trigger keeps it append-only). Never pass secrets in `detail`. */
export function createAudit(repo: IdentityRepository) {
  return (event: AuditEvent, entry: AuditEntry) =>
    repo.audit({
      event,
      merchantId: entry.merchantId,
      accountId: entry.accountId ?? null,
      ip: entry.ip ?? null,
      detail: entry.detail ?? {},
    });
}

export type Audit = ReturnType<typeof createAudit>;
