import type { TBonus } from '@crupier/contract/promotions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBonuses } from '@/api/promotions';
import { Pager, QueryState, Section } from '@/components/member/common';
import { ProgressBar } from '@/features/promotions/components/progress-bar';
import { useLocale, useMoney } from '@/lib/merchant-context';
import '@/features/promotions/promotions.css';

function formatDay(iso: string, locale: string) {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

function BonusRow({ bonus }: { bonus: TBonus }) {
  const { t } = useTranslation('promotions');
  const money = useMoney();
  const locale = useLocale();
  return (
    <li className="promo-bonus" data-testid="bonus" data-state={bonus.state}>
      <div className="promo-bonus__head">
        <strong>{bonus.title}</strong>
        <span className={`promo-tag promo-tag--${bonus.state}`}>{t(`bonus_state_${bonus.state}`)}</span>
      </div>
      <span>
        {t('bonus_amount')}: {money(bonus.amount)}
      </span>
      <span className="promo-muted" data-testid="bonus-wagering">
        {t('wagering', { done: money(bonus.wageringDone), required: money(bonus.wageringRequired) })}
      </span>
      <ProgressBar
        current={bonus.wageringDone}
        target={bonus.wageringRequired}
        label={t('wagering_remaining')}
      />
      <span className="promo-muted">
        {bonus.closedAt
          ? t('bonus_closed', { date: formatDay(bonus.closedAt, locale) })
          : t('bonus_expires', { date: formatDay(bonus.expiresAt, locale) })}
        {bonus.settledAmount && ` · ${t('bonus_settled', { amount: money(bonus.settledAmount) })}`}
      </span>
    </li>
  );
}

/** bonusDetails: bonus and real balances, wagering left, each bonus with its progress, and the weights. */
export function BonusDetailsPage() {
  const { t } = useTranslation('promotions');
  const money = useMoney();
  const [pageNo, setPageNo] = useState(1);
  const bonuses = useBonuses(pageNo);
  const data = bonuses.data;
  return (
    <div className="mc-page" data-testid="bonus-details-page">
      <QueryState query={bonuses}>
        {data && (
          <>
            <div className="promo-summary">
              <div className="promo-stat">
                <span className="promo-muted">{t('bonus_balance')}</span>
                <strong data-testid="bonus-balance">{money(data.bonusBalance)}</strong>
              </div>
              <div className="promo-stat">
                <span className="promo-muted">{t('real_balance')}</span>
                <strong data-testid="real-balance">{money(data.balance)}</strong>
              </div>
              <div className="promo-stat">
                <span className="promo-muted">{t('wagering_remaining')}</span>
                <strong data-testid="wagering-remaining">{money(data.wageringRemaining)}</strong>
              </div>
            </div>
            {data.list.length === 0 ? (
              <p className="mc-muted">{t('bonus_empty')}</p>
            ) : (
              <ul className="promo-bonuses">
                {data.list.map((bonus) => (
                  <BonusRow key={bonus.id} bonus={bonus} />
                ))}
              </ul>
            )}
            {data.totalPages > 1 && <Pager pageNo={pageNo} totalPages={data.totalPages} onPage={setPageNo} />}
            <Section title={t('bonus_how')}>
              <p className="promo-muted">{t('bonus_how_text')}</p>
              <h4>{t('weights')}</h4>
              <ul className="promo-rules">
                {Object.entries(data.weights).map(([type, percent]) => (
                  <li key={type}>
                    {t('weight_line', {
                      type: t(`game_${type}` as 'game_other', { defaultValue: type }),
                      percent,
                    })}
                  </li>
                ))}
              </ul>
            </Section>
          </>
        )}
      </QueryState>
    </div>
  );
}
