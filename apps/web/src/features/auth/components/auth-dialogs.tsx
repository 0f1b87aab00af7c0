import type { TWhitelabel } from '@crupier/contract/system';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useForgetBanners } from '@/features/auth/api/forget-banners';
import { useAuthFlow } from '@/features/auth/auth-flow-store';
import { ChangePasswordDialog } from './change-password-dialog';
import { ForgotPasswordDialog, type TBanner } from './forgot-password-dialog';

/** The sign-in dialogs any page can open through useAuthFlow: change password, forgot password. */
export function AuthDialogs({
  whitelabel,
  visitorCountry,
  banners,
}: {
  whitelabel: Partial<TWhitelabel>;
  visitorCountry?: string;
  banners?: readonly TBanner[];
}) {
  const dialog = useAuthFlow((s) => s.dialog);
  const { i18n } = useTranslation();
  const fetchedBanners = useForgetBanners(i18n.language, dialog === 'forgotPassword');
  const passwordChange = useAuthFlow((s) => s.passwordChange);
  const close = useAuthFlow((s) => s.close);
  const navigate = useNavigate();
  const isAgentSite = useLocation().pathname.toLowerCase().startsWith('/agent');

  if (dialog === 'changePassword' && passwordChange) {
    return (
      <ChangePasswordDialog
        change={passwordChange}
        onClose={close}
        onDone={(site) => {
          close();
          navigate(site === 'agent' ? '/agentHome' : '/');
        }}
      />
    );
  }
  if (dialog === 'forgotPassword') {
    return (
      <ForgotPasswordDialog
        canUseMobile={whitelabel.FORGOTPWDMOBILE3 === true}
        visitorCountry={visitorCountry}
        banners={banners ?? fetchedBanners}
        onClose={close}
        onBackToLogin={() => {
          close();
          // The agent landing has its own login form; elsewhere the login popup opens again.
          if (!isAgentSite) navigate('/login');
        }}
        onLoggedIn={() => {
          close();
          navigate('/');
        }}
      />
    );
  }
  return null;
}
