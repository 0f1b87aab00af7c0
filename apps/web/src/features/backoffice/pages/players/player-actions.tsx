import { parseMinor } from '@crupier/contract/money';
import type { TPlayerProfile } from '@crupier/contract/ops-players';
import { ADJUSTMENT_AMOUNT, ADJUSTMENT_APPROVAL_THRESHOLD } from '@crupier/contract/ops-players';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/client';
import { Button } from '@/components/ui/button';
import { useOpsWrite } from '@/features/backoffice/api/use-ops';
import { Money } from '@/features/backoffice/components/money';
import { ReasonDialog } from '@/features/backoffice/components/reason-dialog';
import { normalizeAmountInput } from '@/lib/money';
import { useCan } from './use-can';

type TAction = 'lock' | 'reset' | 'adjust' | null;
type TAdjustResult = { balance: string; adjustment: { status: 'pending' | 'posted' | 'rejected' } };

const THRESHOLD = parseMinor(ADJUSTMENT_APPROVAL_THRESHOLD);
const abs = (n: bigint) => (n < 0n ? -n : n);

/** Whether an adjustment of `amount` posts at once, needs a second approval, or is not an amount yet. */
export function adjustmentRoute(amount: string): 'now' | 'approval' | null {
  const typed = adjustmentAmount(amount);
  if (typed === null || !ADJUSTMENT_AMOUNT.test(typed)) return null;
  return abs(parseMinor(typed)) > THRESHOLD ? 'approval' : 'now';
}

/** A signed adjustment as typed ("-1.250,50") → the API's money string ("-1250.50"), or null. */
export function adjustmentAmount(text: string): string | null {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const amount = normalizeAmountInput(negative ? trimmed.slice(1) : trimmed);
  return amount === null ? null : `${negative ? '-' : ''}${amount}`;
}

/** Lock or unlock, reset the password (shown once), adjust the balance: each with a reason. */
export function PlayerActions({ player }: { player: TPlayerProfile }) {
  const { t } = useTranslation('backoffice');
  const can = useCan();
  const write = useOpsWrite<unknown>();
  const [action, setAction] = useState<TAction>(null);
  const [temporary, setTemporary] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [adjustKey, setAdjustKey] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const lockAction = player.locked ? 'unlock' : 'lock';
  const username = encodeURIComponent(player.username);
  const route = adjustmentRoute(amount);

  async function adjust(reason: string) {
    if (!route) throw new ApiError('invalid_input', 400, 'amount');
    const result = (await write.mutateAsync({
      path: `/ops/accounts/${username}/adjust`,
      body: { amount: adjustmentAmount(amount), reason },
      headers: { 'Idempotency-Key': adjustKey },
    })) as TAdjustResult;
    setAmount('');
    setMessage(
      result.adjustment.status === 'pending'
        ? t('player_adjust_pending')
        : t('player_adjust_posted', { balance: result.balance }),
    );
  }

  return (
    <div>
      <div className="bo-actions">
        {can(`POST /ops/accounts/:username/${lockAction}`) && (
          <Button variant="secondary" size="sm" onClick={() => setAction('lock')}>
            {t(player.locked ? 'player_unlock' : 'player_lock')}
          </Button>
        )}
        {can('POST /ops/players/:id/reset-password') && (
          <Button variant="secondary" size="sm" onClick={() => setAction('reset')}>
            {t('player_reset_password')}
          </Button>
        )}
        {can('POST /ops/accounts/:username/adjust') && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setAdjustKey(crypto.randomUUID());
              setAction('adjust');
            }}
          >
            {t('player_adjust')}
          </Button>
        )}
      </div>
      {message && (
        <p className="bo-card" role="status">
          {message}
        </p>
      )}
      {temporary && (
        <div className="bo-card" role="status">
          <p>{t('player_temp_password')}</p>
          <p className="bo-secret" data-testid="temporary-password">
            {temporary}
          </p>
          <Button variant="ghost" size="sm" onClick={() => setTemporary(null)}>
            {t('close')}
          </Button>
        </div>
      )}
      <ReasonDialog
        open={action === 'lock'}
        title={t(player.locked ? 'player_unlock' : 'player_lock')}
        description={player.locked ? undefined : t('player_lock_text')}
        onClose={() => setAction(null)}
        onConfirm={(reason) =>
          write.mutateAsync({ path: `/ops/accounts/${username}/${lockAction}`, body: { reason } })
        }
      />
      <ReasonDialog
        open={action === 'reset'}
        title={t('player_reset_password')}
        description={t('player_reset_text')}
        onClose={() => setAction(null)}
        onConfirm={async (reason) => {
          const result = (await write.mutateAsync({
            path: `/ops/players/${player.id}/reset-password`,
            body: { reason },
          })) as { temporaryPassword: string };
          setTemporary(result.temporaryPassword);
        }}
      />
      <ReasonDialog
        open={action === 'adjust'}
        title={t('player_adjust')}
        description={
          route === 'approval' ? (
            t('player_adjust_approval', { limit: ADJUSTMENT_APPROVAL_THRESHOLD })
          ) : route === 'now' ? (
            t('player_adjust_now', { limit: ADJUSTMENT_APPROVAL_THRESHOLD })
          ) : (
            <Money value={player.balances.available} />
          )
        }
        onClose={() => setAction(null)}
        onConfirm={adjust}
      >
        <label htmlFor="bo-adjust-amount">{t('player_adjust_amount')}</label>
        <input
          id="bo-adjust-amount"
          name="amount"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </ReasonDialog>
    </div>
  );
}
