import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { PendingForm } from '../../../components/ui/pending-form';

/** The registration modal of /register (spec §2). */
export function RegisterDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('register')}
      testId="register-dialog"
    >
      <PendingForm
        fields={[
          { name: 'username', label: t('username'), autoComplete: 'username' },
          { name: 'password', label: t('password'), type: 'password', autoComplete: 'new-password' },
          {
            name: 'confirmPassword',
            label: t('confirm_password'),
            type: 'password',
            autoComplete: 'new-password',
          },
        ]}
        submitLabel={t('register')}
        unavailableText={t('register_unavailable')}
        footer={
          <>
            {t('have_account')} <Link to="/login">{t('login')}</Link>
          </>
        }
      />
    </Dialog>
  );
}
