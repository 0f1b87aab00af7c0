import type { TOpsPaymentMethod } from '@crupier/contract/ops-payment-methods';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { opsFetch } from '@/features/backoffice/api/ops-client';
import { useOps, useOpsWrite } from '@/features/backoffice/api/use-ops';
import { OpsErrorAlert } from '@/features/backoffice/components/ops-error-alert';
import { ReasonDialog } from '@/features/backoffice/components/reason-dialog';
import { MethodForm, type TMethodDraft } from './payment-method-form';
import './payment-methods.css';
import { normalizeAmountInput } from '@/lib/money';

type TPending = { path: string; method: 'POST' | 'PUT'; body: Record<string, unknown> };

const draftOf = (method: TOpsPaymentMethod): TMethodDraft => ({
  code: method.code,
  name: method.name,
  minAmount: method.minAmount,
  maxAmount: method.maxAmount,
  active: method.active,
  sort: String(method.sort),
  details: Object.entries(method.details),
});

const bodyOf = (draft: TMethodDraft) => ({
  name: draft.name,
  // What was typed ("1.000,00", "50,5") as the API's money string; anything else goes as it is, for
  // the server's clear refusal.
  minAmount: normalizeAmountInput(draft.minAmount) ?? draft.minAmount,
  maxAmount: normalizeAmountInput(draft.maxAmount) ?? draft.maxAmount,
  active: draft.active,
  sort: Number.parseInt(draft.sort, 10) || 0,
  details: Object.fromEntries(draft.details.filter(([key]) => key.trim() !== '')),
});

/**
 * Deposit methods and provider settings (role finance): each method's name, amount range, bank
 * details, state and order; a new manual bank method; a provider's secret rotated and shown once.
 * Every save asks for a reason (audit log).
 */
export function PaymentMethodsPage() {
  const { t } = useTranslation('backoffice');
  const methods = useOps<TOpsPaymentMethod[]>('/ops/payment-methods');
  const write = useOpsWrite<TOpsPaymentMethod>();
  const [pending, setPending] = useState<TPending | null>(null);
  const [rotating, setRotating] = useState<TOpsPaymentMethod | null>(null);
  const [secret, setSecret] = useState<{ code: string; secret: string } | null>(null);
  const [adding, setAdding] = useState(false);

  return (
    <section className="bo-page" aria-labelledby="bo-methods-title">
      <h1 id="bo-methods-title">{t('methods_title')}</h1>
      <p className="bo-muted">{t('methods_intro')}</p>
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
      <OpsErrorAlert of={methods} />
      {methods.data?.map((method) => (
        <MethodForm
          key={`${method.id}:${method.name}:${method.minAmount}:${method.maxAmount}:${method.active}:${method.sort}`}
          title={`${method.name} (${method.code})`}
          kindLabel={t(`methods_kind_${method.kind}`)}
          initial={draftOf(method)}
          onSave={(draft) =>
            setPending({ path: `/ops/payment-methods/${method.id}`, method: 'PUT', body: bodyOf(draft) })
          }
          onRotate={method.hasSecret ? () => setRotating(method) : undefined}
        />
      ))}
      {adding ? (
        <MethodForm
          title={t('methods_new')}
          kindLabel={t('methods_kind_manual_bank')}
          withCode
          initial={{
            code: '',
            name: '',
            minAmount: '100.00',
            maxAmount: '100000.00',
            active: true,
            sort: '10',
            details: [
              ['bank', ''],
              ['holder', ''],
              ['clabe', ''],
            ],
          }}
          onSave={(draft) =>
            setPending({
              path: '/ops/payment-methods',
              method: 'POST',
              body: { ...bodyOf(draft), code: draft.code, kind: 'manual_bank' },
            })
          }
          onCancel={() => setAdding(false)}
        />
      ) : (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          {t('methods_add')}
        </Button>
      )}
      <ReasonDialog
        open={pending !== null}
        title={t('methods_save_title')}
        confirmLabel={t('games_save')}
        onClose={() => setPending(null)}
        onConfirm={async (reason) => {
          if (!pending) return;
          await write.mutateAsync({
            path: pending.path,
            method: pending.method,
            body: { ...pending.body, reason },
          });
          if (pending.method === 'POST') setAdding(false);
        }}
      />
      <ReasonDialog
        open={rotating !== null}
        title={t('games_rotate_title', { code: rotating?.code ?? '' })}
        description={t('methods_rotate_text')}
        confirmLabel={t('games_rotate')}
        onClose={() => setRotating(null)}
        onConfirm={async (reason) => {
          const result = await opsFetch<{ code: string; secret: string }>(
            `/ops/payment-methods/${rotating?.id}/rotate-secret`,
            { method: 'POST', body: { reason } },
          );
          setRotating(null);
          setSecret(result);
        }}
      />
    </section>
  );
}
