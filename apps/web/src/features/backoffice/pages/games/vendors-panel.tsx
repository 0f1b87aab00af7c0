import { MERCHANT_VENDOR_STATES, type TOpsVendor } from '@crupier/contract/ops-games';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { opsFetch } from '@/features/backoffice/api/ops-client';
import { useOps } from '@/features/backoffice/api/use-ops';
import { OpsErrorAlert } from '@/features/backoffice/components/ops-error-alert';
import { ReasonDialog } from '@/features/backoffice/components/reason-dialog';
import { SortInput } from './sort-input';
import { useSettingsSave } from './use-settings-save';

type TVendorState = (typeof MERCHANT_VENDOR_STATES)[number];

/** The merchant's vendors: state (active, maintenance, off) and order, and the secret rotation. */
export function VendorsPanel() {
  const { t } = useTranslation('backoffice');
  const vendors = useOps<TOpsVendor[]>('/ops/vendors');
  const [rotating, setRotating] = useState<string | null>(null);
  const [secret, setSecret] = useState<{ code: string; secret: string } | null>(null);

  return (
    <div className="bo-table" data-testid="vendors-panel">
      {secret && (
        <div className="bo-card bo-secret" role="status">
          <p>{t('games_secret_once', { code: secret.code })}</p>
          <code>{secret.secret}</code>
          <div className="bo-form__actions">
            <Button variant="secondary" size="sm" onClick={() => setSecret(null)}>
              {t('games_secret_saved')}
            </Button>
          </div>
        </div>
      )}
      <OpsErrorAlert of={vendors} />
      <div className="bo-table__scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('games_vendor')}</th>
              <th scope="col">{t('games_types')}</th>
              <th scope="col">{t('games_status')}</th>
              <th scope="col">{t('games_order')}</th>
              <th scope="col" />
            </tr>
          </thead>
          <tbody>
            {vendors.data?.map((vendor) => (
              <VendorRow key={vendor.code} vendor={vendor} onRotate={() => setRotating(vendor.code)} />
            ))}
          </tbody>
        </table>
      </div>
      <ReasonDialog
        open={rotating !== null}
        title={t('games_rotate_title', { code: rotating ?? '' })}
        description={t('games_rotate_text')}
        confirmLabel={t('games_rotate')}
        onClose={() => setRotating(null)}
        onConfirm={async (reason) => {
          const result = await opsFetch<{ code: string; secret: string }>(
            `/ops/vendors/${rotating}/rotate-secret`,
            { method: 'POST', body: { reason } },
          );
          setRotating(null);
          setSecret(result);
        }}
      />
    </div>
  );
}

function VendorRow({ vendor, onRotate }: { vendor: TOpsVendor; onRotate: () => void }) {
  const { t } = useTranslation('backoffice');
  const [status, setStatus] = useState<TVendorState>(vendor.status);
  const [sort, setSort] = useState(String(vendor.sort));
  const { put, error, pending } = useSettingsSave<TOpsVendor>();
  const changed = status !== vendor.status || sort !== String(vendor.sort);

  const save = () => put(`/ops/vendors/${vendor.code}`, { status, sort: Number.parseInt(sort, 10) || 0 });

  return (
    <tr>
      <td>
        {vendor.name} <span className="bo-muted">({vendor.code})</span>
        {vendor.vendorStatus !== 'active' && <span className="bo-badge">{vendor.vendorStatus}</span>}
      </td>
      <td>{vendor.gameTypes.join(', ')}</td>
      <td className="bo-filter">
        <select
          aria-label={t('games_status')}
          value={status}
          onChange={(event) => setStatus(event.target.value as TVendorState)}
        >
          {MERCHANT_VENDOR_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`games_state_${state}`)}
            </option>
          ))}
        </select>
      </td>
      <td className="bo-filter">
        <SortInput value={sort} onChange={setSort} />
      </td>
      <td>
        <div className="bo-row-actions">
          <Button size="sm" disabled={!changed || pending} onClick={save}>
            {t('games_save')}
          </Button>
          <Button variant="ghost" size="sm" onClick={onRotate}>
            {t('games_rotate')}
          </Button>
        </div>
        {error && (
          <p className="bo-error" role="alert">
            {error}
          </p>
        )}
      </td>
    </tr>
  );
}
