import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { PendingForm } from '../../../components/ui/pending-form';

/** The login popup of /login (spec §2). */
export function LoginDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('login')}
      testId="login-dialog"
    >
      <PendingForm
        fields={[
          { name: 'username', label: t('username'), autoComplete: 'username' },
          { name: 'password', label: t('password'), type: 'password', autoComplete: 'current-password' },
        ]}
        submitLabel={t('login')}
        unavailableText={t('login_unavailable')}
        footer={
          <>
            {t('no_account')} <Link to="/register">{t('register')}</Link>
          </>
        }
      />
    </Dialog>
  );
}
