import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Agent landing (spec §2): marketing text and the agent login form, in the agent layout. */
export function AgentLanding({ login }: { login: ReactNode }) {
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
        {login}
      </section>
    </div>
  );
}
