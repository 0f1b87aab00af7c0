import { type TOpsBrand, ZIpRange } from '@crupier/contract/ops-brand';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '@/features/backoffice/components/reason-dialog';
import { SaveFooter, useBrandSave } from './use-brand-save';

/** The ranges of a textarea, one per line (blank lines ignored), and those that are not CIDR. */
export function rangesOf(text: string) {
  const ranges = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return { ranges, invalid: ranges.filter((range) => !ZIpRange.safeParse(range).success) };
}

/**
 * Maintenance and blocked IP ranges: both change who can enter the site, so saving asks for a
 * reason (kept in the audit log with the state before and after).
 */
export function AccessForm({ brand }: { brand: TOpsBrand }) {
  const { t } = useTranslation('backoffice');
  const id = useId();
  const [maintenance, setMaintenance] = useState(brand.maintenance);
  const [ips, setIps] = useState(brand.blockedIps.join('\n'));
  const [asking, setAsking] = useState(false);
  const { save, busy, outcome, setOutcome } = useBrandSave('access');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { invalid } = rangesOf(ips);
    if (invalid.length > 0) {
      setOutcome({ ok: false, text: t('brand_invalid_ranges', { ranges: invalid.join(', ') }) });
      return;
    }
    setOutcome(null);
    setAsking(true);
  };
  return (
    <>
      <form className="bo-card bo-form" onSubmit={submit} data-testid="brand-access">
        <p className="bo-muted">{t('brand_access_hint')}</p>
        <label className="bo-brand__check">
          <input
            type="checkbox"
            checked={maintenance}
            onChange={(event) => setMaintenance(event.target.checked)}
          />
          {t('brand_maintenance')}
        </label>
        <label htmlFor={`${id}-ips`}>{t('brand_blocked_ips')}</label>
        <textarea
          id={`${id}-ips`}
          rows={6}
          value={ips}
          placeholder="203.0.113.0/24"
          onChange={(event) => setIps(event.target.value)}
        />
        <SaveFooter outcome={outcome} busy={busy} />
      </form>
      <ReasonDialog
        open={asking}
        title={t('brand_access_confirm')}
        description={t('brand_access_hint')}
        onClose={() => setAsking(false)}
        onConfirm={(reason) => save({ maintenance, blockedIps: rangesOf(ips).ranges, reason })}
      />
    </>
  );
}
