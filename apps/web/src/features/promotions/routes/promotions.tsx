import type { TPromotionKind } from '@crupier/contract/promotions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePromotions } from '@/api/promotions';
import { useSession } from '@/api/session';
import { Notice, QueryState } from '@/components/member/common';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { PromotionCard } from '@/features/promotions/components/promotion-card';
import { MerchantProvider, type TMerchant } from '@/lib/merchant-context';
import '@/styles/wallet.css';
import '@/styles/member-centre.css';
import '@/features/promotions/promotions.css';

/**
 * Lazy section 'Promotions' (/promotions): the merchant's promotions as cards with the member's state
 * and the one action it allows; visitors see them too, with a sign-in button instead.
 */
export function Promotions({ merchant }: { merchant: TMerchant }) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('promotions');
  const signedIn = useSession((s) => s.isLoggedIn);
  const promotions = usePromotions(signedIn);
  const [kind, setKind] = useState<TPromotionKind | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const list = promotions.data?.list ?? [];
  const kinds = [...new Set(list.map((p) => p.kind))];
  const shown = kind ? list.filter((p) => p.kind === kind) : list;
  return (
    <MerchantProvider value={merchant}>
      <Page title={t('promotions')} className="promo-page">
        {promotions.isPending && (
          // The kind filter comes with the list: its row is kept while the list loads.
          <div className="promo-filters promo-filters--placeholder" aria-hidden="true">
            <span className="skeleton" />
          </div>
        )}
        {kinds.length > 1 && (
          <fieldset className="promo-filters">
            <legend className="visually-hidden">{t('promotions')}</legend>
            <button type="button" aria-pressed={kind === null} onClick={() => setKind(null)}>
              {tp('all')}
            </button>
            {kinds.map((k) => (
              <button key={k} type="button" aria-pressed={kind === k} onClick={() => setKind(k)}>
                {tp(`kind_${k}`)}
              </button>
            ))}
          </fieldset>
        )}
        {outcome && (
          <Notice tone="success" onClose={() => setOutcome(null)} testId="promotion-outcome">
            {outcome}
          </Notice>
        )}
        <QueryState query={promotions}>
          {shown.length === 0 ? (
            <EmptyState>{tp('empty')}</EmptyState>
          ) : (
            <div className="promo-grid">
              {shown.map((promotion) => (
                <PromotionCard
                  key={promotion.id}
                  promotion={promotion}
                  signedIn={signedIn}
                  onOutcome={setOutcome}
                />
              ))}
            </div>
          )}
        </QueryState>
      </Page>
    </MerchantProvider>
  );
}
