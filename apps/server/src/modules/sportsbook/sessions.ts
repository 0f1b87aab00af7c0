import type { SbSport } from '@crupier/contract/sportsbook';
import type { createHouseSessionLookup } from '@/modules/house/session-lookup';
import { AppError } from '@/platform/app-error';
import type { Contexts } from './contexts';
import { limitsText, type SettingsOf } from './settings';
import type { SportsbookDeps, Subscriber } from './sportsbook-config';

const SPORT_OF_CATEGORY: Record<string, SbSport> = {
  sports: 'football',
  esports: 'esports',
  cockfight: 'cockfight',
};

/** A bettor's way in: the house game session a launch opens, and its real-time subscription. */
export function createSportsbookSessions(
  deps: SportsbookDeps,
  houseSessions: ReturnType<typeof createHouseSessionLookup>,
  context: Contexts['context'],
  settingsOf: SettingsOf,
  subscribers: Set<Subscriber>,
  start: () => void,
) {
  return {
    /** `POST /sb/session`: the launch token becomes a house game session of the sportsbook. */
    async session(launchToken: string, ip: string) {
      const opened = await deps.rgs.authenticate(launchToken, ip);
      if (opened.game.engine !== 'sportsbook')
        throw new AppError('invalid_launch_token', 401, 'not a sportsbook game');
      start();
      const ctx = await context(opened.sessionId);
      const { limits } = await settingsOf(ctx.merchant.id);
      const launch = await houseSessions.launchOf(opened.sessionId);
      return {
        sessionId: opened.sessionId,
        balance: opened.balance,
        currency: opened.currency,
        limits: limitsText(limits),
        sport: SPORT_OF_CATEGORY[opened.game.variant ?? ''] ?? 'football',
        backUrl: launch?.backUrl ?? null,
        language: launch?.language ?? null,
      };
    },

    /** A real-time subscriber (`GET /sb/events/stream`): live events of its merchant's book, and its bets. */
    async subscribe(sessionId: string, send: (text: string) => void) {
      const ctx = await context(sessionId).catch(() => null);
      if (!ctx) return null;
      start();
      const subscriber: Subscriber = {
        merchantId: ctx.merchant.id,
        accountId: ctx.account.id,
        language: ctx.merchant.defaultLanguage,
        send,
      };
      subscribers.add(subscriber);
      return {
        setLanguage: (language: string) => {
          if (ctx.merchant.languages.includes(language)) subscriber.language = language;
        },
        detach: () => subscribers.delete(subscriber),
      };
    },
  };
}
