import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '@/api/session';
import { useAuthFlow } from '@/features/auth/auth-flow-store';
import { LoginForm } from './login-form';
import './auth.css';

/**
 * The agent landing's login (spec §2, api-contract roles): the agent site refuses non-agents
 * ('non_agent_cannot_login'); a signed-in agent goes to the agent centre.
 */
export function AgentLogin() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const isAgent = useSession((s) => s.isAgent);
  const nickname = useSession((s) => s.nickname);
  const openForgotPassword = useAuthFlow((s) => s.openForgotPassword);

  if (isLoggedIn && isAgent) {
    return (
      <div className="form auth-form">
        <p>{t('agent_signed_in', { name: nickname ?? '' })}</p>
        <Link className="btn btn--primary auth-form__submit" to="/agentHome">
          {t('go_agent_center')}
        </Link>
      </div>
    );
  }

  return (
    <LoginForm
      site="agent"
      canUseSms={false}
      onSignedIn={() => {
        // Logged in (a first login may still suggest a new password over the agent centre).
        if (useSession.getState().isLoggedIn) navigate('/agentHome');
      }}
      onForgotPassword={openForgotPassword}
    />
  );
}
