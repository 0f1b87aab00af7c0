import { CHUNK_LOAD_TIMEOUT_MS } from '@crupier/contract/constants';
import type { ComponentType } from 'react';
import { withBackofficeTexts } from '@/features/backoffice/i18n/load';
import { withLobbyTexts } from '@/features/lobby/with-texts';
import { loadNamespace } from '@/i18n/i18n';
import { withMerchant, withOpsMerchant } from './merchant-page';

/** A lazily loaded chunk that has not arrived within spec §8's 120 seconds. */
export class ChunkTimeoutError extends Error {
  override readonly name = 'ChunkTimeoutError';
}

function withTimeout<T>(load: Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkTimeoutError('Chunk load timed out')),
      CHUNK_LOAD_TIMEOUT_MS,
    );
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** A module of the sign-in feature, with the `auth` texts it renders (a lazy i18n namespace). */
export async function withAuthTexts<M>(load: Promise<M>): Promise<M> {
  const [module] = await Promise.all([load, loadNamespace('auth')]);
  return module;
}

/** The member centre's money pages, with the `wallet` texts they render (a lazy i18n namespace). */
export async function withWalletTexts<M>(load: Promise<M>): Promise<M> {
  const [module] = await Promise.all([load, loadNamespace('wallet'), loadNamespace('membercentre')]);
  return module;
}

/** The promotions pages, with the `promotions` and `wallet` texts they render. */
export async function withPromotionTexts<M>(load: Promise<M>): Promise<M> {
  const [module] = await Promise.all([
    load,
    loadNamespace('promotions'),
    loadNamespace('wallet'),
    loadNamespace('membercentre'),
  ]);
  return module;
}

/** The points mall and the loyalty member pages, with the `loyalty` texts they render. */
export async function withLoyaltyTexts<M>(load: Promise<M>): Promise<M> {
  const [module] = await Promise.all([load, loadNamespace('loyalty'), loadNamespace('wallet')]);
  return module;
}

/** The house game client, with the `games` texts it renders (a lazy i18n namespace). */
export async function withGamesTexts<M>(load: Promise<M>): Promise<M> {
  const [module] = await Promise.all([load, loadNamespace('games')]);
  return module;
}

/** The site pages (download, mirrors, winners), with the `site` texts they render. */
async function withSiteTexts<M>(load: Promise<M>): Promise<M> {
  const [module] = await Promise.all([load, loadNamespace('site')]);
  return module;
}

/** A route `lazy` function: loads the module, then hands React Router its component. */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await withTimeout(load())) });
}

/**
 * Lazily loaded sections by the spec's names (§2), plus the help and agent pages. Each is its own
 * chunk, named after the section in the build output.
 */
export const SECTIONS = {
  Promotions: lazyPage(
    () => withPromotionTexts(import('@/features/promotions/routes/promotions')),
    (m) => withMerchant(m.Promotions),
  ),
  Seamless: lazyPage(
    async () => {
      const module = await withGamesTexts(import('@/features/seamless/routes/seamless'));
      await module.preloadOpenGame();
      return module;
    },
    (m) => withMerchant(m.Seamless),
  ),
  Lottery: lazyPage(
    async () => {
      const [module] = await Promise.all([
        import('@/features/lottery/routes/lottery'),
        loadNamespace('lottery'),
      ]);
      return module;
    },
    (m) => m.Lottery,
  ),
  MemberCenter: lazyPage(
    () => withWalletTexts(import('@/features/member/routes/member-center')),
    (m) => withMerchant(m.MemberCenter),
  ),
  PointMall: lazyPage(
    () => withLoyaltyTexts(import('@/features/point-mall/routes/point-mall')),
    (m) => withMerchant(m.PointMall),
  ),
  AccountGame: lazyPage(
    () => withLobbyTexts(import('@/features/lobby/routes/account-game')),
    (m) => m.AccountGame,
  ),
  GameListCenter: lazyPage(
    () => withLobbyTexts(import('@/features/lobby/routes/game-list-center')),
    (m) => m.GameListCenter,
  ),
  GameCenter: lazyPage(
    () => withLobbyTexts(import('@/features/lobby/routes/game-center')),
    (m) => m.GameCenter,
  ),
  Help: lazyPage(
    () => import('@/features/help/routes/help-page'),
    (m) => m.HelpPage,
  ),
  AgentLanding: lazyPage(
    () => withAuthTexts(import('./agent-landing-page')),
    (m) => m.AgentLandingPage,
  ),
  AgentHome: lazyPage(
    async () => {
      const [module] = await Promise.all([
        import('./agent-home-page'),
        loadNamespace('agent'),
        loadNamespace('wallet'),
      ]);
      return module;
    },
    (m) => m.AgentHomePage,
  ),
  Download: lazyPage(
    () => withSiteTexts(import('@/features/site/routes/download-page')),
    (m) => m.DownloadPage,
  ),
  Mirrors: lazyPage(
    () => withSiteTexts(import('@/features/site/routes/mirrors-page')),
    (m) => m.MirrorsPage,
  ),
  Winners: lazyPage(
    async () => {
      const [module] = await Promise.all([
        import('@/features/lobby/routes/winners-page'),
        loadNamespace('site'),
        loadNamespace('lobby'),
      ]);
      return module;
    },
    (m) => m.WinnersPage,
  ),
  /** The operator's back office (issue 17): its own chunk, nothing of it in the player site's first load. */
  Backoffice: lazyPage(
    () => withBackofficeTexts(import('@/features/backoffice/shell/backoffice-app')),
    (m) => withOpsMerchant(m.BackofficeApp),
  ),
};
