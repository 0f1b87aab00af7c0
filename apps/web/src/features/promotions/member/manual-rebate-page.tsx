import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_KEYS } from '@/api/member-query-keys';
import { claimRebate, PROMO_KEYS, useRebate } from '@/api/promotions';
import { McError } from '@/components/member/centre-common';
import { Notice, QueryState } from '@/components/member/common';
import { Button } from '@/components/ui/button';
import { useLocale, useMoney } from '@/lib/merchant-context';
import '@/features/promotions/promotions.css';

/** manualRebate: the rebate worked out each day per game type, claimed once into the real balance. */
export function ManualRebatePage() {
  const { t } = useTranslation('promotions');
  const money = useMoney();
  const locale = useLocale();
  const rebate = useRebate();
  const client = useQueryClient();
  const key = useRef<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const claim = useMutation({
    mutationFn: () => {
      key.current ??= crypto.randomUUID();
      return claimRebate(key.current);
    },
    onSuccess: (result) => {
      key.current = null;
      setDone(t('rebate_claimed', { amount: money(result.claimed) }));
      void client.invalidateQueries({ queryKey: PROMO_KEYS.rebate });
      void client.invalidateQueries({ queryKey: WALLET_KEYS.all });
    },
  });
  const data = rebate.data;
  const claimable = data && data.claimable !== '0.00';
  return (
    <div className="mc-page" data-testid="rebate-page">
      <QueryState query={rebate}>
        {data && (
          <>
            <div className="promo-summary">
              <div className="promo-stat">
                <span className="promo-muted">{t('rebate_claimable')}</span>
                <strong data-testid="rebate-claimable">{money(data.claimable)}</strong>
                <span className="promo-muted">{t('rebate_vip', { level: data.vipLevel })}</span>
              </div>
            </div>
            {done && (
              <Notice tone="success" onClose={() => setDone(null)} testId="rebate-outcome">
                {done}
              </Notice>
            )}
            {claimable ? (
              <div>
                <Button data-testid="rebate-claim" disabled={claim.isPending} onClick={() => claim.mutate()}>
                  {t('rebate_claim', { amount: money(data.claimable) })}
                </Button>
              </div>
            ) : (
              <p className="mc-muted">{t('rebate_nothing')}</p>
            )}
            <McError error={claim.error} />
            {data.lines.length > 0 && (
              <div style={{ overflowX: 'auto' }}>
                <table className="promo-table">
                  <thead>
                    <tr>
                      <th>{t('rebate_day')}</th>
                      <th>{t('rebate_type')}</th>
                      <th className="num">{t('rebate_turnover')}</th>
                      <th className="num">{t('rebate_rate')}</th>
                      <th className="num">{t('rebate_amount')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.lines.map((line) => (
                      <tr key={`${line.day}-${line.gameType}`} data-testid="rebate-line">
                        <td>{line.day}</td>
                        <td>{t(`game_${line.gameType}` as 'game_other', { defaultValue: line.gameType })}</td>
                        <td className="num">{money(line.turnover)}</td>
                        <td className="num">{line.rate} %</td>
                        <td className="num">{money(line.amount)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {data.lastClaimedAt && data.lastClaimedAmount && (
              <p className="promo-muted">
                {t('rebate_last', {
                  amount: money(data.lastClaimedAmount),
                  date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(
                    new Date(data.lastClaimedAt),
                  ),
                })}
              </p>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
