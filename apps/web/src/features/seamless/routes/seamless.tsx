import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { sportsbookApp } from '@/app/feature-pages';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { preloadEngineView } from '@/features/seamless/engines/registry';
import { GameShell } from '@/features/seamless/shell/game-shell';
import { lobbyPath } from '@/features/seamless/shell/rounds';
import { readStoredGame } from '@/features/seamless/shell/stored-game';
import { useGameSession } from '@/features/seamless/use-game-session';

/**
 * The view of the game this tab has open, loaded with the page's module: the route renders it at once
 * (a server-rendered game page is then taken over whole, ADR 031). A view that fails to load here is
 * loaded again when rendered, and shows its error there.
 */
export async function preloadOpenGame(): Promise<void> {
  const game = readStoredGame();
  if (game) await preloadEngineView(game.session.game.engine).catch(() => undefined);
}

/** What the page needs of the merchant (handed down by the app, see app/merchant-page.tsx). */
type TMerchant = { currencySymbol: string; gmtOffset: string };

/**
 * Lazy section 'Seamless' (/seamless): the house game client, without side menu or footer (frame
 * rules). Opened from the lobby with `?launch=<one-time token>`; a reload continues the same session.
 */
export function Seamless({ merchant }: { merchant: TMerchant }) {
  // The house sportsbook has its own client (a lazy chunk): the launch URL says `client=sportsbook`.
  if (new URLSearchParams(useLocation().search).get('client') === 'sportsbook') {
    return (
      <Suspense fallback={<div className="game-opening" role="status" data-testid="game-opening" />}>
        <SportsbookApp />
      </Suspense>
    );
  }
  return <HouseGame merchant={merchant} />;
}

const SportsbookApp = lazy(() => sportsbookApp().then((m) => ({ default: m.SportsbookApp })));

function HouseGame({ merchant }: { merchant: TMerchant }) {
  const { t } = useTranslation('games');
  const { t: tMain } = useTranslation();
  const { state, end } = useGameSession();

  if (state.status === 'ready') {
    return (
      <GameShell
        key={state.game.session.sessionId}
        game={state.game}
        currencySymbol={merchant.currencySymbol}
        onEnded={end}
      />
    );
  }
  if (state.status === 'loading') {
    return (
      <Page title={tMain('seamless_title')}>
        <div className="game-opening" role="status" data-testid="game-opening">
          <span className="spinner" aria-hidden="true" />
          <span>{t('opening')}</span>
        </div>
      </Page>
    );
  }
  if (state.status === 'ended') {
    const text =
      state.reason === 'expired'
        ? t('session_ended')
        : state.reason === 'invalid_launch'
          ? t('launch_used')
          : t('launch_failed');
    return (
      <Page title={tMain('seamless_title')}>
        <div className="game-ended" data-testid="game-ended" data-reason={state.reason}>
          <EmptyState>{text}</EmptyState>
          <Link className="btn btn--primary" to={lobbyPath(state.backUrl)}>
            {t('relaunch_from_lobby')}
          </Link>
        </div>
      </Page>
    );
  }
  return (
    <Page title={tMain('seamless_title')}>
      <EmptyState>{tMain('seamless_unavailable')}</EmptyState>
    </Page>
  );
}
