import { useTranslation } from 'react-i18next';
import { PendingForm } from '../../../components/ui/pending-form';

/** Agent landing (spec §2): marketing text and the agent login form, in the agent layout. */
export function AgentLanding() {
  const { t } = useTranslation();
  return (
    <div className="agent-landing">
      <section className="agent-landing__pitch">
        <h1 className="page-title">{t('agent_title')}</h1>
        <p className="lead">{t('agent_intro')}</p>
        <ul className="benefits">
          <li>{t('agent_benefit_team')}</li>
          <li>{t('agent_benefit_income')}</li>
          <li>{t('agent_benefit_salary')}</li>
        </ul>
      </section>
      <section className="agent-landing__login card" aria-labelledby="agent-login-title">
        <h2 id="agent-login-title">{t('agent_login')}</h2>
        <PendingForm
          fields={[
            { name: 'username', label: t('username'), autoComplete: 'username' },
            { name: 'password', label: t('password'), type: 'password', autoComplete: 'current-password' },
          ]}
          submitLabel={t('login')}
          unavailableText={t('login_unavailable')}
        />
      </section>
    </div>
  );
}
