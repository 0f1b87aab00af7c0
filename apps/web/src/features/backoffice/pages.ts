import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { TBackofficeLocale } from './i18n/es';

/**
 * A back-office page: its path under /backoffice, its menu title (a `backoffice` text), the `/ops`
 * route (`METHOD path`, as in the contract's role table) a staff member must be allowed to call to
 * see it, and the page itself, loaded when opened. The menu and the routes are built from this list;
 * a page whose route the staff member's roles cannot call is neither in the menu nor reachable.
 */
export type TOpsPageEntry = {
  path: string;
  titleKey: keyof TBackofficeLocale;
  requires: string;
  component: LazyExoticComponent<ComponentType>;
};

/** The registry of back-office pages, in menu order (the first one allowed is the landing page). */
export const OPS_PAGES: readonly TOpsPageEntry[] = [
  {
    path: 'dashboard',
    titleKey: 'nav_dashboard',
    requires: 'GET /ops/dashboard',
    component: lazy(() =>
      import('./pages/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })),
    ),
  },
  {
    path: 'content',
    titleKey: 'nav_content',
    requires: 'GET /ops/content/announcements',
    component: lazy(() => import('./pages/content/content-page').then((m) => ({ default: m.ContentPage }))),
  },
  {
    path: 'brand',
    titleKey: 'nav_brand',
    requires: 'GET /ops/brand',
    component: lazy(() => import('./pages/brand/brand-page').then((m) => ({ default: m.BrandPage }))),
  },
  {
    path: 'games',
    titleKey: 'nav_games',
    requires: 'GET /ops/vendors',
    component: lazy(() => import('./pages/games/games-page').then((m) => ({ default: m.GamesPage }))),
  },
  {
    path: 'sportsbook',
    titleKey: 'nav_sportsbook',
    requires: 'GET /ops/sb/events',
    component: lazy(() =>
      import('./pages/sportsbook/sportsbook-page').then((m) => ({ default: m.SportsbookPage })),
    ),
  },
  {
    path: 'promotions',
    titleKey: 'nav_promotions',
    requires: 'GET /ops/promotions',
    component: lazy(() =>
      import('./pages/promotions/promotions-page').then((m) => ({ default: m.PromotionsPage })),
    ),
  },
  {
    path: 'redemptions',
    titleKey: 'nav_redemptions',
    requires: 'GET /ops/loyalty/redemptions',
    component: lazy(() =>
      import('./pages/loyalty/redemptions-page').then((m) => ({ default: m.RedemptionsPage })),
    ),
  },
  {
    path: 'lottery',
    titleKey: 'nav_lottery',
    requires: 'GET /ops/lottery/draws',
    component: lazy(() =>
      import('./pages/lottery/lottery-draws-page').then((m) => ({ default: m.LotteryDrawsPage })),
    ),
  },
  {
    path: 'players',
    titleKey: 'nav_players',
    requires: 'GET /ops/players',
    component: lazy(() => import('./pages/players/players-page').then((m) => ({ default: m.PlayersPage }))),
  },
  {
    path: 'payments',
    titleKey: 'nav_payments',
    requires: 'GET /ops/deposits',
    component: lazy(() =>
      import('./pages/payments/payments-page').then((m) => ({ default: m.PaymentsPage })),
    ),
  },
  {
    path: 'payment-methods',
    titleKey: 'nav_payment_methods',
    requires: 'GET /ops/payment-methods',
    component: lazy(() =>
      import('./pages/payments/payment-methods-page').then((m) => ({ default: m.PaymentMethodsPage })),
    ),
  },
  {
    path: 'adjustments',
    titleKey: 'nav_adjustments',
    requires: 'GET /ops/adjustments',
    component: lazy(() =>
      import('./pages/payments/adjustments-page').then((m) => ({ default: m.AdjustmentsPage })),
    ),
  },
  {
    path: 'agents',
    titleKey: 'nav_agents',
    requires: 'GET /ops/agents',
    component: lazy(() => import('./pages/agents/agents-page').then((m) => ({ default: m.AgentsPage }))),
  },
  {
    path: 'chat',
    titleKey: 'nav_chat',
    requires: 'GET /ops/chat/conversations',
    component: lazy(() => import('./pages/chat/chat-page').then((m) => ({ default: m.ChatPage }))),
  },
  {
    path: 'member-centre',
    titleKey: 'nav_member_centre',
    requires: 'GET /ops/feedback',
    component: lazy(() =>
      import('./pages/member-centre/member-centre-page').then((m) => ({ default: m.MemberCentrePage })),
    ),
  },
  {
    path: 'audit',
    titleKey: 'nav_audit',
    requires: 'GET /ops/audit',
    component: lazy(() => import('./audit/audit-page').then((m) => ({ default: m.AuditPage }))),
  },
  {
    path: 'sessions',
    titleKey: 'nav_sessions',
    requires: 'GET /ops/session/sessions',
    component: lazy(() => import('./sessions/sessions-page').then((m) => ({ default: m.SessionsPage }))),
  },
];
