import { isTrial } from '@crupier/contract/account-types';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '@/api/session';
import { useDialog } from '@/components/ui/dialog-store';
import { favoriteIdsQueryOptions } from './api/favorites';
import type { TGame, TGameCategory } from './api/types';
import type { TActionContext } from './lobby-actions-impl';
import { useAccountKey } from './use-account-key';

const EMPTY = new Set<string>();

/**
 * What a player can do with a game or a vendor in the lobby (spec §2, §5): play, free trial,
 * favourite. Playing and favourites need a login (guests get the login popup); favourites need a real
 * account (a trial account gets 'in_need_true_account'), and so does an outside vendor's game (the
 * server says so); a free trial needs neither. The doing itself
 * (lobby-actions-impl.ts) loads with the first action.
 */
export function useLobbyActions() {
  const { t } = useTranslation('lobby');
  const { t: tMain } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { open } = useDialog();
  const queryClient = useQueryClient();
  const account = useAccountKey();
  const hasToken = useSession((s) => Boolean(s.token));
  const accountType = useSession((s) => s.accountType);
  const trial = accountType !== null && isTrial(accountType);
  const favorites = useQuery(favoriteIdsQueryOptions(account));
  const favoriteIds = useMemo(() => (favorites.data ? new Set(favorites.data) : EMPTY), [favorites.data]);
  const [launching, setLaunching] = useState<string | null>(null);
  const here = `${pathname}${search}`;

  const askLogin = useCallback(() => navigate('/login', { state: { from: here } }), [navigate, here]);
  const refuseTrial = useCallback(
    () =>
      open({
        icon: 'info',
        title: tMain('in_popup_prompt'),
        text: tMain('in_need_true_account'),
        buttons: [{ label: tMain('in_increase_submit') }],
      }),
    [open, tMain],
  );

  return useMemo(() => {
    const ctx: TActionContext = {
      t,
      tMain,
      navigate,
      open,
      queryClient,
      account,
      here,
      askLogin,
      refuseTrial,
      setLaunching,
    };
    const run = (action: (impl: typeof import('./lobby-actions-impl')) => unknown) =>
      void import('./lobby-actions-impl').then(action);
    const loggedIn = (action: () => void) => {
      if (!hasToken) return askLogin();
      action();
    };
    const guard = (action: () => void) => loggedIn(() => (trial ? refuseTrial() : action()));
    return {
      launching,
      favoriteIds,
      askLogin,
      /**
       * Play: real money, or a trial account's play money in the house's own games (docs/free-play.md);
       * the server refuses an outside vendor's game to a trial account ('in_need_true_account').
       */
      play: (game: Pick<TGame, 'nodeId'>) => loggedIn(() => run((impl) => impl.launch(ctx, game, false))),
      /** Free trial with play money (supportPlay 0): no login needed. */
      tryFree: (game: Pick<TGame, 'nodeId'>) => run((impl) => impl.launch(ctx, game, true)),
      toggleFavorite: (game: TGame) => guard(() => run((impl) => impl.toggleFavorite(ctx, game))),
      playVendor: (vassalage: string, category: TGameCategory) =>
        loggedIn(() => run((impl) => impl.playVendor(ctx, vassalage, category))),
    };
  }, [
    t,
    tMain,
    navigate,
    open,
    queryClient,
    account,
    here,
    askLogin,
    refuseTrial,
    hasToken,
    trial,
    launching,
    favoriteIds,
  ]);
}

export type TLobbyActions = ReturnType<typeof useLobbyActions>;
