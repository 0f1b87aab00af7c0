import { useTranslation } from 'react-i18next';
import { useVip } from '@/api/loyalty';
import { Loading, ProgressBar } from '@/components/loyalty-common';
import { useMoney } from '@/lib/merchant-context';
import '@/styles/loyalty.css';

/** The VIP page: my level, progress bars towards the next one and the keep rule, every level's benefits. */
export function VipPage() {
  const { t } = useTranslation('loyalty');
  const money = useMoney();
  const vip = useVip();
  const v = vip.data;
  const current = v?.levels.find((l) => l.level === v.level);
  return (
    <div className="loyalty-page" data-testid="vip-page">
      <Loading isPending={vip.isPending} error={vip.error}>
        {v && !v.enabled && <p className="loyalty-muted">{t('vip_disabled')}</p>}
        {v?.enabled && (
          <>
            <section className="loyalty-card" aria-live="polite">
              <h3 data-testid="vip-level">
                {v.levelName ? t('vip_current', { name: v.levelName }) : t('vip_none')}
              </h3>
              {v.progress.next ? (
                <>
                  <p>{t('vip_next', { name: v.progress.next.name })}</p>
                  <ProgressBar
                    testId="vip-turnover"
                    label={t('vip_turnover')}
                    percent={v.progress.next.turnoverPercent}
                    detail={`${money(v.progress.turnover)} · ${t('vip_left', { amount: money(v.progress.next.turnoverLeft) })}`}
                  />
                  <ProgressBar
                    testId="vip-deposits"
                    label={t('vip_deposits')}
                    percent={v.progress.next.depositsPercent}
                    detail={`${money(v.progress.deposits)} · ${t('vip_left', { amount: money(v.progress.next.depositsLeft) })}`}
                  />
                </>
              ) : (
                <p>{t('vip_top')}</p>
              )}
              {current && (
                <ProgressBar
                  label={t('vip_keep')}
                  percent={v.progress.keepPercent}
                  detail={t('vip_keep_hint', { amount: money(current.keepTurnover) })}
                />
              )}
            </section>
            <section>
              <h3>{t('vip_levels')}</h3>
              <div className="loyalty-table-wrap">
                <table className="loyalty-table" data-testid="vip-levels">
                  <thead>
                    <tr>
                      <th>{t('vip_col_level')}</th>
                      <th>{t('vip_col_upgrade')}</th>
                      <th>{t('vip_col_keep')}</th>
                      <th>{t('vip_col_rebate')}</th>
                      <th>{t('vip_col_withdrawal')}</th>
                      <th>{t('vip_col_birthday')}</th>
                      <th>{t('vip_col_level_up')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {v.levels.map((l) => (
                      <tr
                        key={l.level}
                        className={l.level === v.level ? 'loyalty-me' : undefined}
                        aria-current={l.level === v.level ? 'true' : undefined}
                      >
                        <td>{l.name}</td>
                        <td>
                          {t('vip_upgrade_rule', {
                            turnover: money(l.minTurnover),
                            deposits: money(l.minDeposits),
                          })}
                        </td>
                        <td>{money(l.keepTurnover)}</td>
                        <td>{l.rebateRate}%</td>
                        <td>
                          {t('vip_withdrawal_rule', {
                            amount: money(l.dailyWithdrawalLimit),
                            count: l.dailyWithdrawalCount,
                          })}
                        </td>
                        <td>{money(l.birthdayBonus)}</td>
                        <td>{money(l.levelUpBonus)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          </>
        )}
      </Loading>
    </div>
  );
}
