import type { TPlayerProfile } from '@crupier/contract/ops-players';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/client';
import { Button } from '@/components/ui/button';
import { useOpsWrite } from '@/features/backoffice/api/use-ops';
import { formatInstant } from '@/features/backoffice/components/format-instant';
import { Money } from '@/features/backoffice/components/money';
import { ReasonDialog } from '@/features/backoffice/components/reason-dialog';
import { normalizeAmountInput } from '@/lib/money';
import { useCan } from './use-can';

const PERIODS = ['day', 'week', 'month'] as const;
type TPeriod = (typeof PERIODS)[number];
const LIMIT = /^\d{1,15}(\.\d{1,2})?$/;

/** The player's deposit limits (and looser ones waiting), and a staff change that applies at once. */
export function PlayerLimits({ player }: { player: TPlayerProfile }) {
  const { t, i18n } = useTranslation('backoffice');
  const can = useCan();
  const write = useOpsWrite();
  const [open, setOpen] = useState(false);
  const { current, pending } = player.depositLimits;
  const [draft, setDraft] = useState<Record<TPeriod, string>>({ day: '', week: '', month: '' });

  function start() {
    setDraft({ day: current.day ?? '', week: current.week ?? '', month: current.month ?? '' });
    setOpen(true);
  }

  async function save(reason: string) {
    const body: Record<string, string | null> = { reason };
    for (const period of PERIODS) {
      const typed = draft[period].trim();
      const value = typed ? normalizeAmountInput(typed) : null;
      if (typed && (!value || !LIMIT.test(value))) throw new ApiError('invalid_input', 400, period);
      body[period] = value;
    }
    await write.mutateAsync({ path: `/ops/players/${player.id}/deposit-limits`, method: 'PUT', body });
  }

  return (
    <div className="bo-card">
      <h2>{t('player_limits')}</h2>
      <dl>
        {PERIODS.map((period) => (
          <div key={period} style={{ display: 'contents' }}>
            <dt>{t(`player_limit_${period}`)}</dt>
            <dd>{current[period] ? <Money value={current[period]} /> : t('player_limit_none')}</dd>
          </div>
        ))}
      </dl>
      {pending.map((change) => (
        <p key={change.period} className="bo-muted">
          {t('player_limit_pending', {
            period: t(`player_limit_${change.period}`),
            amount: change.amount ?? t('player_limit_none'),
            from: formatInstant(change.from, i18n.language),
          })}
        </p>
      ))}
      {can('PUT /ops/players/:id/deposit-limits') && (
        <Button variant="secondary" size="sm" onClick={start}>
          {t('player_limits_edit')}
        </Button>
      )}
      <ReasonDialog
        open={open}
        title={t('player_limits_edit')}
        description={t('player_limits_hint')}
        onClose={() => setOpen(false)}
        onConfirm={save}
      >
        {PERIODS.map((period) => (
          <div key={period} style={{ display: 'contents' }}>
            <label htmlFor={`bo-limit-${period}`}>{t(`player_limit_${period}`)}</label>
            <input
              id={`bo-limit-${period}`}
              name={period}
              inputMode="decimal"
              value={draft[period]}
              onChange={(event) => setDraft({ ...draft, [period]: event.target.value })}
            />
          </div>
        ))}
      </ReasonDialog>
    </div>
  );
}
