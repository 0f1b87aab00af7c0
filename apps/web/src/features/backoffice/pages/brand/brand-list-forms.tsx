import { DOMAIN_TYPES, type TOpsBrand } from '@crupier/contract/ops-brand';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SaveFooter, useBrandSave } from './use-brand-save';

const ignore = () => undefined;

type TChannel = TOpsBrand['customerService'][number];
type TDomain = { domain: string; type: (typeof DOMAIN_TYPES)[number] };

/** Rows of a list form: change one, remove one, add an empty one. */
function useRows<T>(initial: T[]) {
  const [rows, setRows] = useState(initial);
  return {
    rows,
    change: (index: number, patch: Partial<T>) =>
      setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row))),
    remove: (index: number) => setRows((current) => current.filter((_, i) => i !== index)),
    add: (row: T) => setRows((current) => [...current, row]),
  };
}

/** The customer-service channels the site offers, in order: type, name and https address. */
export function CustomerServiceForm({ brand }: { brand: TOpsBrand }) {
  const { t } = useTranslation('backoffice');
  const { rows, change, remove, add } = useRows<TChannel>(brand.customerService);
  const { save, busy, outcome } = useBrandSave('customer-service');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save({ channels: rows }).catch(ignore);
  };
  return (
    <form className="bo-card bo-form" onSubmit={submit} data-testid="brand-customer-service">
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; order is their identity
        <div key={index} className="bo-brand__row">
          <input
            aria-label={`${t('brand_cs_type')} ${index + 1}`}
            placeholder="LIVECHAT"
            value={row.csType}
            maxLength={32}
            onChange={(event) => change(index, { csType: event.target.value.toUpperCase() })}
          />
          <input
            aria-label={`${t('brand_cs_name')} ${index + 1}`}
            value={row.name}
            maxLength={60}
            onChange={(event) => change(index, { name: event.target.value })}
          />
          <input
            aria-label={`${t('brand_cs_url')} ${index + 1}`}
            placeholder="https://"
            value={row.url}
            maxLength={500}
            onChange={(event) => change(index, { url: event.target.value })}
          />
          <Button variant="ghost" size="sm" onClick={() => remove(index)}>
            {t('brand_remove')}
          </Button>
        </div>
      ))}
      <div>
        <Button variant="secondary" size="sm" onClick={() => add({ csType: '', name: '', url: '' })}>
          {t('brand_add')}
        </Button>
      </div>
      <SaveFooter outcome={outcome} busy={busy} />
    </form>
  );
}

/** The host names that lead to this brand's player or agent site. */
export function DomainsForm({ brand }: { brand: TOpsBrand }) {
  const { t } = useTranslation('backoffice');
  const { rows, change, remove, add } = useRows<TDomain>(brand.domains as TDomain[]);
  const { save, busy, outcome } = useBrandSave('domains');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save({ domains: rows.map((row) => ({ ...row, domain: row.domain.trim().toLowerCase() })) }).catch(ignore);
  };
  return (
    <form className="bo-card bo-form" onSubmit={submit} data-testid="brand-domains">
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; order is their identity
        <div key={index} className="bo-brand__row">
          <input
            aria-label={`${t('brand_domain')} ${index + 1}`}
            placeholder="play.example.com"
            value={row.domain}
            maxLength={253}
            onChange={(event) => change(index, { domain: event.target.value })}
          />
          <select
            aria-label={`${t('brand_domain_type')} ${index + 1}`}
            value={row.type}
            onChange={(event) => change(index, { type: event.target.value as TDomain['type'] })}
          >
            {DOMAIN_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`brand_domain_${type}`)}
              </option>
            ))}
          </select>
          <Button variant="ghost" size="sm" onClick={() => remove(index)}>
            {t('brand_remove')}
          </Button>
        </div>
      ))}
      <div>
        <Button variant="secondary" size="sm" onClick={() => add({ domain: '', type: 'player' })}>
          {t('brand_add')}
        </Button>
      </div>
      <SaveFooter outcome={outcome} busy={busy} />
    </form>
  );
}
