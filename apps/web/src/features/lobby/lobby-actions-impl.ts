import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { NavigateFunction } from 'react-router';
import { ApiError } from '@/api/client';
import type { TDialogOptions } from '@/components/ui/dialog-store';
import { currentLanguage } from '@/i18n/i18n';
import { getGameList } from './api/games';
import { launchGame } from './api/launch';
import { lobbyKeys } from './api/query-keys';
import type { TGame, TGameCategory } from './api/types';
import { favoriteToggleFor } from './favorite-cache';

/**
 * What the lobby's actions do once a player acts: launch, favourite, a book's game. Loaded on the first
 * action, so that the cards of the first page need only their looks (see use-lobby-actions.ts).
 */
export type TActionContext = {
  t: TFunction<'lobby'>;
  tMain: TFunction;
  navigate: NavigateFunction;
  open: (options: TDialogOptions) => number;
  queryClient: QueryClient;
  account: string | null;
  /** Where the player is (the game's way back). */
  here: string;
  askLogin: () => void;
  refuseTrial: () => void;
  setLaunching: (nodeId: string | null) => void;
};

/** Phones and tablets get the games' mobile (H5) clients. */
const NARROW = '(max-width: 959px)';
const KNOWN_ERRORS = [
  'game_maintenance',
  'trial_not_offered',
  'game_not_found',
  'network_error',
  'too_many_requests',
];

function deviceOf(): 'WEB' | 'H5' {
  return typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches ? 'H5' : 'WEB';
}

/** Where a launch URL goes: this site's pages through the router, other hosts by a full load. */
export function launchTarget(url: string, origin: string): { path: string } | { href: string } {
  const target = new URL(url, origin);
  return target.origin === origin
    ? { path: `${target.pathname}${target.search}${target.hash}` }
    : { href: target.href };
}

export function showError(ctx: TActionContext, error: unknown): void {
  const code = error instanceof ApiError ? error.code : 'unknown';
  if (code === 'in_need_true_account') ctx.refuseTrial();
  else if (code === 'unauthorized') ctx.askLogin();
  else
    ctx.open({
      icon: 'warning',
      title: ctx.tMain('in_popup_prompt'),
      text: ctx.t(KNOWN_ERRORS.includes(code) ? (`err_${code}` as 'err_unknown') : 'err_unknown'),
    });
}

/** POST /wps/game/launchGame, then to the game: a real-money launch becomes a recent game (spec §7). */
export async function launch(ctx: TActionContext, game: Pick<TGame, 'nodeId'>, trial: boolean) {
  ctx.setLaunching(game.nodeId);
  try {
    const { url } = await launchGame({
      nodeId: game.nodeId,
      trial,
      device: deviceOf(),
      language: currentLanguage(),
      backUrl: ctx.here,
    });
    if (!trial)
      void ctx.queryClient.invalidateQueries({ queryKey: [...lobbyKeys.user(ctx.account), 'recent'] });
    const target = launchTarget(url, window.location.origin);
    if ('path' in target) ctx.navigate(target.path);
    else window.location.assign(target.href);
  } catch (error) {
    showError(ctx, error);
  } finally {
    ctx.setLaunching(null);
  }
}

export function toggleFavorite(ctx: TActionContext, game: TGame) {
  favoriteToggleFor(ctx.queryClient)(game).catch((error: unknown) => showError(ctx, error));
}

/** A book (sports, e-sports, cockfight vendor): its one game is launched. */
export async function playVendor(ctx: TActionContext, vassalage: string, category: TGameCategory) {
  try {
    const page = await getGameList(
      {
        gameType: category,
        vassalage,
        gameClassify: null,
        gameName: '',
        filter: 'ALL',
        pageNo: 1,
        pageSize: 1,
      },
      currentLanguage(),
    );
    const game = page.games[0];
    if (game) await launch(ctx, game, false);
    else showError(ctx, new ApiError('game_not_found', 404, 'No game'));
  } catch (error) {
    showError(ctx, error);
  }
}
