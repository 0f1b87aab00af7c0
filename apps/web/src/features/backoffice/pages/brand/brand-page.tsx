import { staffMayCall } from '@crupier/contract/backoffice';
import type { TOpsBrand } from '@crupier/contract/ops-brand';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOps, useStaffMe } from '@/features/backoffice/api/use-ops';
import { OpsErrorAlert } from '@/features/backoffice/components/ops-error-alert';
import { Tabs } from '@/features/backoffice/components/tabs';
import { AccessForm } from './access-form';
import { CustomerServiceForm, DomainsForm } from './brand-list-forms';
import { LanguagesForm, RegistrationForm, WhitelabelForm } from './brand-settings-forms';
import { HelpTab } from './help-tab';
import './brand.css';

/** Each tab and the `/ops` route the staff member's roles must allow to see it. */
const GROUPS = {
  whitelabel: 'PUT /ops/brand/whitelabel',
  languages: 'PUT /ops/brand/languages',
  registration: 'PUT /ops/brand/registration',
  customer_service: 'PUT /ops/brand/customer-service',
  domains: 'PUT /ops/brand/domains',
  access: 'PUT /ops/brand/access',
  help: 'GET /ops/content/help',
} as const;
type TGroup = keyof typeof GROUPS;

/** The tabs the roles allow, in order. */
export function brandTabs(roles: readonly string[]): TGroup[] {
  return (Object.keys(GROUPS) as TGroup[]).filter((group) => staffMayCall(roles, GROUPS[group]));
}

/**
 * The brand settings of the staff's merchant, one tab per group: modules (whitelabel flags),
 * languages, registration rules, customer service, domains, maintenance and blocked IP ranges (risk
 * and admin, with a reason), and the help centre. A saved change reaches the player site within
 * seconds.
 */
export function BrandPage() {
  const { t } = useTranslation('backoffice');
  const me = useStaffMe();
  const brand = useOps<TOpsBrand>('/ops/brand');
  const tabs = brandTabs(me.data?.roles ?? []);
  const [selected, setSelected] = useState<TGroup | null>(null);
  const current = selected && tabs.includes(selected) ? selected : tabs[0];
  const data = brand.data;

  return (
    <section className="bo-page" aria-labelledby="bo-brand-title">
      <h1 id="bo-brand-title">
        {t('brand_page_title')}
        {data ? ` · ${data.merchantName}` : ''}
      </h1>
      <OpsErrorAlert of={brand} />
      {current && (
        <Tabs
          items={tabs}
          selected={current}
          onSelect={setSelected}
          label={(group) => t(`brand_tab_${group}`)}
          ariaLabel={t('brand_groups')}
        />
      )}
      {data && current && (
        <div key={current}>
          {current === 'whitelabel' && <WhitelabelForm brand={data} />}
          {current === 'languages' && <LanguagesForm brand={data} />}
          {current === 'registration' && <RegistrationForm brand={data} />}
          {current === 'customer_service' && <CustomerServiceForm brand={data} />}
          {current === 'domains' && <DomainsForm brand={data} />}
          {current === 'access' && <AccessForm brand={data} />}
          {current === 'help' && (
            <HelpTab languages={data.languages} defaultLanguage={data.defaultLanguage} />
          )}
        </div>
      )}
    </section>
  );
}
