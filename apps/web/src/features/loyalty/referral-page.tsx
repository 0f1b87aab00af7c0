import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/client';
import { useReferral } from '@/api/loyalty';
import { formatInstant, Loading } from '@/components/loyalty-common';
import { Button } from '@/components/ui/button';
import { useLocale, useMoney } from '@/lib/merchant-context';
import '@/styles/loyalty.css';

const QrCode = lazy(() => import('@/components/ui/qr/qr-code').then((m) => ({ default: m.QrCode })));

/** referral (invite friends, only when the merchant enables it): code, link, QR code, invitees. */
export function ReferralPage() {
  const { t } = useTranslation('loyalty');
  const money = useMoney();
  const locale = useLocale();
  const referral = useReferral();
  const [copied, setCopied] = useState(false);
  const disabled = referral.error instanceof ApiError && referral.error.code === 'referral_disabled';
  const r = referral.data;
  return (
    <div className="loyalty-page" data-testid="referral-page">
      {disabled ? (
        <p className="loyalty-muted">{t('referral_disabled')}</p>
      ) : (
        <Loading isPending={referral.isPending} error={referral.error}>
          {r && (
            <>
              <section className="loyalty-card loyalty-referral">
                <Suspense fallback={<span className="qr-placeholder" />}>
                  <figure aria-label={t('referral_qr')}>
                    <QrCode value={r.link} size={128} />
                  </figure>
                </Suspense>
                <div className="loyalty-page">
                  <div>
                    <span>{t('referral_code')}: </span>
                    <strong data-testid="referral-code">{r.code}</strong>
                  </div>
                  <div>
                    <span>{t('referral_link')}: </span>
                    <code data-testid="referral-link">{r.link}</code>{' '}
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => {
                        void navigator.clipboard?.writeText(r.link).then(() => setCopied(true));
                      }}
                    >
                      {copied ? t('referral_copied') : t('referral_copy')}
                    </Button>
                  </div>
                  <p>
                    {t('referral_rules', {
                      reward: money(r.rules.reward),
                      deposit: money(r.rules.minDeposit),
                      turnover: money(r.rules.minTurnover),
                      days: r.rules.windowDays,
                    })}
                  </p>
                  <p className="loyalty-muted">{t('referral_abuse')}</p>
                  <p>{t('referral_total', { amount: money(r.totalRewards) })}</p>
                </div>
              </section>
              <section>
                <h3>{t('referral_invitees')}</h3>
                {r.invitees.length === 0 ? (
                  <p className="loyalty-muted">{t('referral_empty')}</p>
                ) : (
                  <table className="loyalty-table" data-testid="invitees">
                    <tbody>
                      {r.invitees.map((i) => (
                        <tr key={`${i.name}-${i.joinedAt}`}>
                          <td>{i.name}</td>
                          <td>{formatInstant(i.joinedAt, locale)}</td>
                          <td>
                            {t(`invitee_${i.state}`)}
                            {i.reason
                              ? ` (${t(`reason_${i.reason}` as 'reason_same_ip', { defaultValue: i.reason })})`
                              : ''}
                          </td>
                          <td>{i.reward ? money(i.reward) : ''}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </section>
            </>
          )}
        </Loading>
      )}
    </div>
  );
}
