import 'i18next';
import type agentEs from '@/features/agent/i18n/es';
import type backofficeEs from '@/features/backoffice/i18n/es';
import type chatEs from '@/features/chat/i18n/es';
import type lotteryEs from '@/features/lottery/i18n/es';
import type loyaltyEs from '@/features/loyalty/i18n/es';
import type promotionsEs from '@/features/promotions/i18n/es';
import type sportsbookEs from '@/features/sportsbook/i18n/es';
import type authEs from './locales/auth/es';
import type es from './locales/es';
import type gamesEs from './locales/games/es';
import type lobbyEs from './locales/lobby/es';
import type membercentreEs from './locales/membercentre/es';
import type siteEs from './locales/site/es';
import type walletEs from './locales/wallet/es';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof es;
      auth: typeof authEs;
      wallet: typeof walletEs;
      lobby: typeof lobbyEs;
      games: typeof gamesEs;
      backoffice: typeof backofficeEs;
      membercentre: typeof membercentreEs;
      agent: typeof agentEs;
      lottery: typeof lotteryEs;
      site: typeof siteEs;
      promotions: typeof promotionsEs;
      loyalty: typeof loyaltyEs;
      sportsbook: typeof sportsbookEs;
      chat: typeof chatEs;
    };
  }
}
