import type { TOpsPromotion, TOpsRebateRates } from '@crupier/contract/ops-promotions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useOps, useOpsWrite } from '@/features/backoffice/api/use-ops';
import { DataTable } from '@/features/backoffice/components/data-table';
import { ReasonDialog } from '@/features/backoffice/components/reason-dialog';
import { Tabs } from '@/features/backoffice/components/tabs';
import { type TDecision, titleIn, useApplicationColumns, usePromotionColumns } from './promotion-columns';
import { PromotionEditor } from './promotion-editor';
import { RebateRatesEditor } from './rebate-rates-editor';
import '@/features/backoffice/pages/content/content.css';
import './promotions.css';
import { normalizeAmountInput } from '@/lib/money';

type TLanguages = { defaultLanguage: string; languages: string[] };
type TTab = 'promotions' | 'applications' | 'rebate';

/** Approve an application (with the formula's amount, or another) or reject it, with a reason. */
function DecisionDialog({ decision, onClose }: { decision: TDecision; onClose: () => void }) {
  const { t } = useTranslation('backoffice');
  const write = useOpsWrite();
  const [amount, setAmount] = useState('');
  return (
    <ReasonDialog
      open={decision !== null}
      title={`${decision?.approve ? t('promo_approve') : t('promo_reject')}: ${decision?.application.username ?? ''}`}
      description={decision?.approve ? t('promo_approve_help') : t('promo_reject_help')}
      confirmLabel={decision?.approve ? t('promo_approve') : t('promo_reject')}
      onClose={() => {
        onClose();
        setAmount('');
      }}
      onConfirm={(reason) =>
        write.mutateAsync({
          path: `/ops/promotions/applications/${decision?.application.id}/${decision?.approve ? 'approve' : 'reject'}`,
          body:
            decision?.approve && amount.trim()
              ? { reason, amount: normalizeAmountInput(amount) ?? amount.trim() }
              : { reason },
        })
      }
    >
      {decision?.approve && (
        <>
          <label htmlFor="promo-approve-amount">{t('promo_approve_amount')}</label>
          <input
            id="promo-approve-amount"
            inputMode="decimal"
            placeholder="0.00"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </>
      )}
    </ReasonDialog>
  );
}

/**
 * The merchant's promotions: the list with participants and rewards paid, the editor, closing one
 * with a reason; the applications queue (approve with the formula's amount or another, reject with a
 * reason the member sees); and the rebate rates per game type and VIP level.
 */
export function PromotionsPage() {
  const { t, i18n } = useTranslation('backoffice');
  const languages = useOps<TLanguages>('/ops/content/languages');
  const [tab, setTab] = useState<TTab>('promotions');
  const [status, setStatus] = useState<'' | 'active' | 'closed'>('active');
  const [appState, setAppState] = useState<'' | 'applying' | 'issued' | 'rejected'>('applying');
  const [editing, setEditing] = useState<TOpsPromotion | 'new' | null>(null);
  const [closing, setClosing] = useState<TOpsPromotion | null>(null);
  const [decision, setDecision] = useState<TDecision>(null);
  const write = useOpsWrite();
  const shown = languages.data?.defaultLanguage ?? 'es';
  const title = (titles: Record<string, string>) => titleIn(titles, i18n.language, shown);
  const promotionColumns = usePromotionColumns(shown, setEditing, setClosing);
  const applicationColumns = useApplicationColumns(setDecision);

  return (
    <section className="bo-page" aria-labelledby="bo-promotions-title" data-testid="ops-promotions">
      <h1 id="bo-promotions-title">{t('promo_page_title')}</h1>
      <Tabs
        items={['promotions', 'applications', 'rebate'] as const}
        selected={tab}
        onSelect={setTab}
        label={(code) => t(`promo_tab_${code}`)}
        ariaLabel={t('promo_page_title')}
      />
      {tab === 'promotions' && (
        <>
          {editing && languages.data ? (
            <PromotionEditor
              key={editing === 'new' ? 'new' : editing.id}
              existing={editing === 'new' ? null : editing}
              languages={languages.data.languages}
              defaultLanguage={languages.data.defaultLanguage}
              onDone={() => setEditing(null)}
            />
          ) : (
            <div>
              <Button onClick={() => setEditing('new')} disabled={!languages.data}>
                {t('promo_new')}
              </Button>
            </div>
          )}
          <DataTable
            path="/ops/promotions"
            query={{ status: status || undefined }}
            columns={promotionColumns}
            rowId={(row) => row.id}
            csvName="promotions.csv"
            testId="promotions-table"
            filters={
              <label className="bo-filter">
                <span>{t('content_status')}</span>
                <select value={status} onChange={(event) => setStatus(event.target.value as typeof status)}>
                  <option value="">{t('content_all')}</option>
                  <option value="active">{t('promo_status_active')}</option>
                  <option value="closed">{t('promo_status_closed')}</option>
                </select>
              </label>
            }
          />
        </>
      )}
      {tab === 'applications' && (
        <DataTable
          path="/ops/promotions/applications"
          query={{ state: appState || undefined }}
          columns={applicationColumns}
          rowId={(row) => row.id}
          csvName="promotion-applications.csv"
          testId="applications-table"
          filters={
            <label className="bo-filter">
              <span>{t('content_status')}</span>
              <select
                value={appState}
                onChange={(event) => setAppState(event.target.value as typeof appState)}
              >
                <option value="">{t('content_all')}</option>
                <option value="applying">{t('promo_app_applying')}</option>
                <option value="issued">{t('promo_app_issued')}</option>
                <option value="rejected">{t('promo_app_rejected')}</option>
              </select>
            </label>
          }
        />
      )}
      {tab === 'rebate' && <RebateRatesLoader />}
      <ReasonDialog
        open={closing !== null}
        title={`${t('promo_close')}: ${closing ? title(closing.titles) : ''}`}
        description={t('promo_close_help')}
        confirmLabel={t('promo_close')}
        onClose={() => setClosing(null)}
        onConfirm={(reason) =>
          write.mutateAsync({ path: `/ops/promotions/${closing?.id}/close`, body: { reason } })
        }
      />
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </section>
  );
}

function RebateRatesLoader() {
  const rates = useOps<TOpsRebateRates>('/ops/promotions/rebate-rates');
  if (!rates.data) return null;
  return <RebateRatesEditor initial={rates.data.rates} />;
}
