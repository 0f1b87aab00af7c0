import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { RewardBadge } from '@/components/reward-badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { FeedbackPage } from '@/features/member/centre/feedback-page';
import { MessagesPage } from '@/features/member/centre/messages-page';
import { ResponsibleGamingPage } from '@/features/member/centre/responsible-gaming-page';
import { SecurityCenterPage } from '@/features/member/centre/security-center-page';
import { UnreadBadge } from '@/features/member/centre/unread-badge';
import { BettingRecordPage } from '@/features/member/components/betting-record-page';
import { DepositPage } from '@/features/member/components/deposit-page';
import { TransactionHistoryPage } from '@/features/member/components/transaction-history-page';
import { TransferFundPage } from '@/features/member/components/transfer-fund-page';
import { TransferUplinePage } from '@/features/member/components/transfer-upline-page';
import { WithdrawPage } from '@/features/member/components/withdraw-page';
import { MerchantProvider, type TMerchant } from '@/lib/merchant-context';
import '@/styles/wallet.css';
import '@/features/member/components/bets.css';
import { loyaltyPages, promotionMemberPages } from '@/app/feature-pages';

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
/** The profit-and-loss page brings the chart library: loaded only when opened. */
const LazyProfit = lazy(() =>
  import('@/features/member/centre/personal-profit-page').then((m) => ({ default: m.PersonalProfitPage })),
);
function PersonalProfitPage() {
  return (
    <Suspense fallback={<div className="skeleton skeleton--block wallet-skeleton" />}>
      <LazyProfit />
    </Suspense>
  );
}

/** The promotions feature's pages (reward centre, bonuses, rebate): one chunk with its texts, on demand. */
const promotionPages = promotionMemberPages;
function suspended(Lazy: ComponentType) {
  return function SuspendedPage() {
    return (
      <Suspense fallback={<div className="skeleton skeleton--block wallet-skeleton" />}>
        <Lazy />
      </Suspense>
    );
  };
}
const RewardCenterPage = suspended(
  lazy(() => promotionPages().then((m) => ({ default: m.RewardCenterPage }))),
);
const BonusDetailsPage = suspended(
  lazy(() => promotionPages().then((m) => ({ default: m.BonusDetailsPage }))),
);
const ManualRebatePage = suspended(
  lazy(() => promotionPages().then((m) => ({ default: m.ManualRebatePage }))),
);

/** The loyalty feature's pages (missions, referral, VIP): one chunk with its texts, on demand. */
const MissionsPage = suspended(lazy(() => loyaltyPages().then((m) => ({ default: m.MissionsPage }))));
const ReferralPage = suspended(lazy(() => loyaltyPages().then((m) => ({ default: m.ReferralPage }))));
const VipPage = suspended(lazy(() => loyaltyPages().then((m) => ({ default: m.VipPage }))));
const LazyMissionBadge = lazy(() => loyaltyPages().then((m) => ({ default: m.MissionBadge })));

/** Member centre pages beyond spec §2's menu (issue 18): feedback and responsible gaming. */
export const EXTRA_MEMBER_PAGES = ['feedback', 'responsibleGaming', 'vip'] as const;
const ALL_PAGES = [...MEMBER_PAGES, ...EXTRA_MEMBER_PAGES] as const;
type TMemberPage = (typeof ALL_PAGES)[number];

/** The pages built so far; the others say they are not available yet. */
const PAGE_COMPONENTS: Partial<Record<TMemberPage, ComponentType>> = {
  depositv2: DepositPage,
  withdraw: WithdrawPage,
  transferFund: TransferFundPage,
  transferUpline: TransferUplinePage,
  personalHistoryCopy: BettingRecordPage,
  transactionHistory: TransactionHistoryPage,
  securityCenter: SecurityCenterPage,
  personalProfit: PersonalProfitPage,
  messageV2: MessagesPage,
  feedback: FeedbackPage,
  responsibleGaming: ResponsibleGamingPage,
  rewardCenter: RewardCenterPage,
  bonusDetails: BonusDetailsPage,
  manualRebate: ManualRebatePage,
  missionLeaderboard: MissionsPage,
  referral: ReferralPage,
  vip: VipPage,
};

/** Titles of the extra pages (the spec's pages use the `translation` texts `member_<page>`). */
const EXTRA_TITLES = { feedback: 'fb_title', responsibleGaming: 'rg_title' } as const;

function isMemberPage(value: string | null): value is TMemberPage {
  return (ALL_PAGES as readonly (string | null)[]).includes(value);
}

/**
 * Lazy section 'MemberCenter' (/member?page=<spec page>), for logged-in members (the route guards
 * keep guests and trial accounts out). The app hands it the merchant's currency symbol and GMT offset.
 */
export function MemberCenter({ merchant }: { merchant: TMerchant }) {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('membercentre');
  const title = (page: TMemberPage) =>
    page === 'feedback' || page === 'responsibleGaming' ? tc(EXTRA_TITLES[page]) : t(`member_${page}`);
  const [params] = useSearchParams();
  const requested = params.get('page');
  const current: TMemberPage = isMemberPage(requested) ? requested : 'securityCenter';
  const Current = PAGE_COMPONENTS[current];
  return (
    <MerchantProvider value={merchant}>
      <Page title={t('member_center')} className="member-center">
        <div className="member-center__layout">
          <nav aria-label={t('member_center')} className="member-center__menu">
            <ul>
              {ALL_PAGES.filter((page) => page !== 'referral' || merchant.referralEnabled).map((page) => (
                <li key={page}>
                  <Link to={`?page=${page}`} aria-current={page === current ? 'page' : undefined}>
                    {title(page)}
                    {page === 'messageV2' && <UnreadBadge testId="member-menu-unread" />}
                    {page === 'rewardCenter' && <RewardBadge testId="member-menu-rewards" />}
                    {page === 'missionLeaderboard' && (
                      <Suspense fallback={null}>
                        <LazyMissionBadge />
                      </Suspense>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <section className="member-center__content" aria-labelledby="member-page-title">
            <h2 id="member-page-title">{title(current)}</h2>
            {Current ? <Current key={current} /> : <EmptyState>{t('member_section_unavailable')}</EmptyState>}
          </section>
        </div>
      </Page>
    </MerchantProvider>
  );
}
