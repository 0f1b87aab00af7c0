import { DASHBOARD_RANGES, type DashboardRange } from '@crupier/contract/ops-dashboard';
import { useTranslation } from 'react-i18next';

/** The period filter of the dashboard and the RTP panel: today, 7 or 30 days. */
export function RangeFilter({
  value,
  onChange,
}: {
  value: DashboardRange;
  onChange: (range: DashboardRange) => void;
}) {
  const { t } = useTranslation('backoffice');
  return (
    <label className="bo-filter">
      <span>{t('dash_range')}</span>
      <select value={value} onChange={(event) => onChange(event.target.value as DashboardRange)}>
        {DASHBOARD_RANGES.map((code) => (
          <option key={code} value={code}>
            {t(`dash_range_${code}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
