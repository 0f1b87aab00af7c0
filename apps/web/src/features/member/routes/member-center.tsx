import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';

/** Member centre menu pages of spec §2, by their spec names. */
export const MEMBER_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
] as const;
type TMemberPage = (typeof MEMBER_PAGES)[number];

function isMemberPage(value: string | null): value is TMemberPage {
  return (MEMBER_PAGES as readonly (string | null)[]).includes(value);
}

/** Lazy section 'MemberCenter' (/member?page=<spec page>), for logged-in members. */
export function MemberCenter() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const requested = params.get('page');
  const current: TMemberPage = isMemberPage(requested) ? requested : 'securityCenter';
  return (
    <Page title={t('member_center')} className="member-center">
      <div className="member-center__layout">
        <nav aria-label={t('member_center')} className="member-center__menu">
          <ul>
            {MEMBER_PAGES.map((page) => (
              <li key={page}>
                <Link to={`?page=${page}`} aria-current={page === current ? 'page' : undefined}>
                  {t(`member_${page}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="member-center__content" aria-labelledby="member-page-title">
          <h2 id="member-page-title">{t(`member_${current}`)}</h2>
          <EmptyState>{t('member_section_unavailable')}</EmptyState>
        </section>
      </div>
    </Page>
  );
}
