import type { TOpsRebateRate } from '@crupier/contract/ops-promotions';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useOpsWrite } from '@/features/backoffice/api/use-ops';
import { opsErrorText } from '@/features/backoffice/components/error-text';

type TRow = { gameType: string; vipLevel: string; rate: string };

/** The rebate rates table (percent of valid turnover per game type and VIP level), saved whole. */
export function RebateRatesEditor({ initial }: { initial: TOpsRebateRate[] }) {
  const { t } = useTranslation('backoffice');
  const [rows, setRows] = useState<TRow[]>(() =>
    initial.map((rate) => ({ gameType: rate.gameType, vipLevel: String(rate.vipLevel), rate: rate.rate })),
  );
  const [reason, setReason] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const write = useOpsWrite();
  const update = (index: number, key: keyof TRow, value: string) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, [key]: value } : row)));

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setNote(null);
    try {
      await write.mutateAsync({
        path: '/ops/promotions/rebate-rates',
        method: 'PUT',
        body: {
          rates: rows.map((row) => ({
            gameType: row.gameType.trim(),
            vipLevel: Number.parseInt(row.vipLevel, 10),
            rate: row.rate.trim(),
          })),
          reason: reason.trim(),
        },
      });
      setReason('');
      setNote(t('promo_rates_saved'));
    } catch (failure) {
      setError(opsErrorText(failure, t));
    }
  }

  return (
    <form className="bo-card bo-form" onSubmit={save} data-testid="rebate-rates">
      <p className="bo-muted">{t('promo_rates_help')}</p>
      <div style={{ overflowX: 'auto' }}>
        <table className="bo-table">
          <thead>
            <tr>
              <th>{t('promo_game_type')}</th>
              <th>{t('promo_vip_level')}</th>
              <th>{t('promo_rate')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no id
              <tr key={index} data-testid="rebate-rate">
                <td>
                  <input
                    aria-label={t('promo_game_type')}
                    value={row.gameType}
                    onChange={(e) => update(index, 'gameType', e.target.value)}
                  />
                </td>
                <td>
                  <input
                    aria-label={t('promo_vip_level')}
                    type="number"
                    min={0}
                    value={row.vipLevel}
                    onChange={(e) => update(index, 'vipLevel', e.target.value)}
                  />
                </td>
                <td>
                  <input
                    aria-label={t('promo_rate')}
                    inputMode="decimal"
                    value={row.rate}
                    onChange={(e) => update(index, 'rate', e.target.value)}
                  />
                </td>
                <td>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
                  >
                    {t('content_delete')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            setRows((current) => [...current, { gameType: 'slots', vipLevel: '0', rate: '0.50' }])
          }
        >
          {t('promo_add_rate')}
        </Button>
      </div>
      <label htmlFor="rebate-reason">{t('reason')}</label>
      <input
        id="rebate-reason"
        required
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      {note && <p role="status">{note}</p>}
      {error && (
        <p className="bo-error" role="alert">
          {error}
        </p>
      )}
      <div className="bo-form__actions">
        <Button type="submit" disabled={write.isPending || reason.trim() === ''}>
          {t('content_save')}
        </Button>
      </div>
    </form>
  );
}
