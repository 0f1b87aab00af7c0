import type { TWhitelabel } from '@crupier/contract/system';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '@/api/session';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { freePlay } from '@/features/auth/api/login';
import { useAuthFlow } from '@/features/auth/auth-flow-store';
import { useErrorText } from '@/features/auth/use-error-text';
import { useSignIn } from '@/features/auth/use-sign-in';
import { FormError, Tabs } from './fields';
import { LoginForm } from './login-form';
import './auth.css';

/** Where the login popup sends the player afterwards: the guarded page they came from, else home. */
function destinationOf(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}

/** Spec §4 free play: a trial account; on success the user is logged in and goes home. */
function FreePlayButton({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const { complete } = useSignIn();
  const clearPasswordChange = useAuthFlow((s) => s.close);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState('');
  const start = async () => {
    setIsBusy(true);
    setError('');
    try {
      const result = await freePlay();
      await complete(result.token);
      clearPasswordChange();
      onDone();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <div className="free-play">
      <Button variant="secondary" className="auth-form__submit" onClick={start} disabled={isBusy}>
        {isBusy && <span className="btn-spinner" aria-hidden="true" />}
        {t('free_play')}
      </Button>
      <p className="field__hint">{t('free_play_hint')}</p>
      <FormError>{error}</FormError>
    </div>
  );
}

/** The login popup of /login (spec §2): tabs login and register, the login form, free play, terms. */
export function LoginDialog({
  onClose,
  whitelabel,
  visitorCountry,
}: {
  onClose: () => void;
  whitelabel: Partial<TWhitelabel>;
  visitorCountry?: string;
}) {
  const { t } = useTranslation('auth');
  const { t: tMain } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const openForgotPassword = useAuthFlow((s) => s.openForgotPassword);
  const destination = destinationOf(location.state);
  // A session that arrives while the popup is open (handed over by another tab of this browser,
  // api/session.ts shareSessionWithTabs) needs no login: the popup goes where a login would.
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  useEffect(() => {
    if (isLoggedIn) navigate(destination, { replace: true });
  }, [isLoggedIn, destination, navigate]);

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={tMain('login')}
      testId="login-dialog"
      focusFirstField
    >
      <Tabs
        label={tMain('login')}
        value="login"
        onChange={(tab) => {
          if (tab === 'register') navigate('/register', { replace: true });
        }}
        options={[
          { value: 'login', label: tMain('login') },
          { value: 'register', label: tMain('register') },
        ]}
      />
      <LoginForm
        site="player"
        canUseSms={whitelabel.MOBILEVERCODELOGIN3 === true}
        visitorCountry={visitorCountry}
        onSignedIn={() =>
          // A forced password change keeps the session out until it is done: home, with that dialog.
          navigate(useSession.getState().isLoggedIn ? destination : '/', { replace: true })
        }
        onForgotPassword={() => {
          navigate('/', { replace: true });
          openForgotPassword();
        }}
        footer={
          <>
            {whitelabel.FREEPLAY3 === true && (
              <>
                <p className="divider">
                  <span>{t('or')}</span>
                </p>
                <FreePlayButton onDone={() => navigate('/', { replace: true })} />
              </>
            )}
            <p className="form__switch">
              {t('terms_prefix')} <Link to="/help#term">{t('terms_link')}</Link>
            </p>
            <p className="form__switch">
              {t('no_account')}{' '}
              <Link to="/register" replace>
                {tMain('register')}
              </Link>
            </p>
          </>
        }
      />
    </Dialog>
  );
}
