import type { TStaffSession } from '@crupier/contract/backoffice';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { clearStaffToken } from '@/features/backoffice/api/staff-session';
import { useOps, useOpsWrite } from '@/features/backoffice/api/use-ops';
import { formatInstant } from '@/features/backoffice/components/format-instant';
import { OpsErrorAlert } from '@/features/backoffice/components/ops-error-alert';

/** The signed-in staff member's live back-office sessions, each with a button that ends it. */
export function SessionsPage() {
  const { t, i18n } = useTranslation('backoffice');
  const sessions = useOps<TStaffSession[]>('/ops/session/sessions');
  const revoke = useOpsWrite();

  function end(session: TStaffSession) {
    if (!window.confirm(t('session_revoke_confirm'))) return;
    revoke.mutate(
      { path: `/ops/session/sessions/${encodeURIComponent(session.id)}`, method: 'DELETE' },
      { onSuccess: () => session.current && clearStaffToken() },
    );
  }

  return (
    <section className="bo-page" aria-labelledby="bo-sessions-title">
      <h1 id="bo-sessions-title">{t('sessions_title')}</h1>
      <p className="bo-muted">{t('sessions_text')}</p>
      <OpsErrorAlert of={revoke} />
      {sessions.isPending && <p>{t('loading')}</p>}
      <OpsErrorAlert of={sessions} />
      {sessions.data && (
        <div className="bo-table">
          <div className="bo-table__scroll">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('session_started')}</th>
                  <th scope="col">{t('session_last_seen')}</th>
                  <th scope="col">{t('session_ip')}</th>
                  <th scope="col">{t('session_device')}</th>
                  <th scope="col">
                    <span className="bo-sr-only">{t('session_revoke')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {sessions.data.map((session) => (
                  <tr key={session.id}>
                    <td>{formatInstant(session.createdAt, i18n.language)}</td>
                    <td>{formatInstant(session.lastSeenAt, i18n.language)}</td>
                    <td>{session.ip ?? ''}</td>
                    <td className="bo-wrap">
                      {session.userAgent ?? ''}
                      {session.current && <strong className="bo-badge">{t('session_current')}</strong>}
                    </td>
                    <td>
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={revoke.isPending}
                        onClick={() => end(session)}
                      >
                        {t('session_revoke')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}
