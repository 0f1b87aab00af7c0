import crypto from 'node:crypto';
import { isTrial } from '@crupier/contract/account-types';
import type { Authenticated } from '@/modules/identity/sessions';
import { HOUSE_LOTTERY_VENDORS } from '@/modules/lottery/house-vendors';
import type { Merchant } from '@/modules/merchants/service';
import { AppError } from '@/platform/app-error';
import { LAUNCH_TOKEN_MS, vendorLaunchUrl } from './catalog-views';
import type { CatalogTools, GameTokens } from './service';

/** Launching a game: the launch token and the vendor's URL. */
export function catalogLaunch(gameTokens: GameTokens | undefined, tools: CatalogTools) {
  const { repo, languageOf, refuseTrial, gameOrThrow } = tools;
  return {
    /**
     * launchGame: for a house game, a one-time launch token for the game client on a launch host
     * picked at random; for an outside vendor's game (one with a launch URL), the vendor's URL with a
     * game token made for this launch. An outside vendor's game needs a real account; a house game
     * launched by a trial account plays with its play money; a free trial (supportPlay 0) needs none.
     */
    async launch(
      merchant: Merchant,
      auth: Authenticated | null,
      request: {
        nodeId: string;
        trial: boolean;
        language?: string | undefined;
        backUrl?: string | undefined;
      },
    ) {
      const account = auth?.account ?? null;
      const game = await gameOrThrow(merchant, request.nodeId);
      if (request.trial) {
        if (game.game.supportPlay !== 0) throw new AppError('trial_not_offered', 403);
      } else if (!account) throw new AppError('unauthorized', 401);
      const cards = await repo.vendorCards(merchant.id);
      const vendor = cards.find((c) => c.code === game.vendorCode);
      if (vendor?.status !== 'active' || game.game.status !== 'active')
        throw new AppError('game_maintenance', 503);
      if (vendor.launchUrl) {
        const houseLottery = HOUSE_LOTTERY_VENDORS.has(vendor.code);
        // Spec §6: an outside vendor's game needs a real account. A trial account plays only the
        // house's own games (house engines, sportsbook, lottery) with its play money (docs/free-play.md).
        if (account && !request.trial && !houseLottery) refuseTrial(account);
        // An outside vendor gets a game token, never the member's own: it plays with real money only.
        if (request.trial || !auth || !gameTokens) throw new AppError('trial_not_offered', 403);
        const playerToken =
          houseLottery && isTrial(auth.account.type) ? '' : await gameTokens.startGame(auth, vendor.id);
        await repo.touchRecent(auth.account.id, game.game.id);
        return {
          url: vendorLaunchUrl(vendor.launchUrl, {
            playerToken,
            gameCode: game.game.gameCode,
            language: languageOf(merchant, request.language),
            backUrl: request.backUrl ?? '',
          }),
        };
      }
      const token = crypto.randomBytes(24).toString('base64url');
      await repo.insertLaunchToken({
        tokenHash: crypto.createHash('sha256').update(token).digest('hex'),
        merchantId: merchant.id,
        accountId: request.trial ? null : account!.id,
        gameId: game.game.id,
        trial: request.trial,
        language: languageOf(merchant, request.language),
        backUrl: request.backUrl ?? null,
        expiresAt: new Date(Date.now() + LAUNCH_TOKEN_MS),
      });
      if (account && !request.trial) await repo.touchRecent(account.id, game.game.id);
      const hosts = merchant.launchGameCdns.length > 0 ? merchant.launchGameCdns : [''];
      const host = hosts[crypto.randomInt(hosts.length)]!;
      // The sportsbook has its own client on the same page (it trades the token through POST /sb/session).
      const client = game.game.engine === 'sportsbook' ? '&client=sportsbook' : '';
      return { url: `${host}/seamless?launch=${token}${client}` };
    },
  };
}
