import {
  ZAnnouncements,
  ZAnnouncementsRequest,
  ZFavoriteIds,
  ZFavoriteList,
  ZFavoriteListRequest,
  ZFavoriteRequest,
  ZGame,
  ZGameList,
  ZGameListRequest,
  ZHotGamesRequest,
  ZLaunchRequest,
  ZLaunchResult,
  ZRankList,
  ZRankRequest,
  ZRecentList,
  ZRecentRequest,
  ZVendorLanes,
  ZVendorLanesRequest,
} from '@crupier/contract/catalog';
import { ZEnvelope } from '@crupier/contract/envelope';
import { text } from '@crupier/contract/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Lobby } from '@/modules/lobby/service';
import { ok } from '@/platform/app-error';
import { authOf } from '@/platform/auth';
import { createSharedReplies } from '@/platform/shared-reply';
import { bannerArt } from './art';
import { isPersonalList } from './catalog-game-lists';
import type { Catalog } from './service';

const tags = ['lobby'];
const ZHotGames = z.object({ games: z.array(ZGame) });
const security = [{ bearer: [] }];
const relay = (action: string) => `/wps/relay/${action}`;
const optionalBody = <T extends z.ZodType>(schema: T) => z.preprocess((v) => v ?? {}, schema);
// Shared pages are cached objects: each is serialised and compressed once, then sent as bytes.
const sendGameList = createSharedReplies(ZEnvelope(ZGameList));
const sendHotGames = createSharedReplies(ZEnvelope(ZHotGames));

type App = Parameters<FastifyPluginAsyncZod>[0];
type CatalogRoutesOptions = { catalog: Catalog; lobby: Lobby };

/** Game lists, hot games, vendors and game types. */
function gameListRoutes(app: App, { catalog }: CatalogRoutesOptions) {
  app.post(
    relay('GCSGAME_gameList'),
    {
      preHandler: app.optionalAuth,
      schema: {
        tags,
        summary: 'Games of a category, filtered, searched and paged',
        body: ZGameListRequest,
        response: { 200: ZEnvelope(ZGameList) },
      },
    },
    async (request, reply) => {
      const value = await catalog.gameList(request.merchant, request.body, request.auth?.account ?? null);
      // A player's own list is made for this request: compressed per request like any other reply.
      return isPersonalList(request.body.filter) ? ok(value) : sendGameList(request, reply, value);
    },
  );

  app.post(
    relay('GCSGAME_hotGamesV2'),
    {
      schema: {
        tags,
        summary: 'Hot games',
        body: optionalBody(ZHotGamesRequest),
        response: { 200: ZEnvelope(ZHotGames) },
      },
    },
    async (request, reply) =>
      sendHotGames(request, reply, await catalog.hotGames(request.merchant, request.body)),
  );

  app.post(
    relay('GCSGAME_newGameVendor'),
    {
      schema: {
        tags,
        summary: 'Vendor lanes by category',
        body: optionalBody(ZVendorLanesRequest),
        response: { 200: ZEnvelope(ZVendorLanes) },
      },
    },
    async (request) => ok(await catalog.vendorLanes(request.merchant, request.body.flush === true)),
  );

  app.post(
    relay('GCSGAME_getVassGameType'),
    {
      schema: {
        tags,
        summary: 'Categories a vendor appears in',
        body: z.object({ vassalage: text(32).regex(/^[A-Za-z0-9_]{1,32}$/) }),
        response: { 200: ZEnvelope(z.array(z.string())) },
      },
    },
    async (request) => ok(await catalog.vendorGameTypes(request.merchant, request.body.vassalage)),
  );
}

/** A player games: favourites, recent games, ranks and launches. */
function playerGameRoutes(app: App, { catalog, lobby }: CatalogRoutesOptions) {
  app.post(
    relay('MCSFE_getFavoriteGames'),
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Ids of my favourite games',
        response: { 200: ZEnvelope(ZFavoriteIds) },
      },
    },
    async (request) => ok(await catalog.favoriteIds(authOf(request).account)),
  );
  app.post(
    relay('MCSFE_getFavoriteGamesList'),
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'My favourite games',
        body: optionalBody(ZFavoriteListRequest),
        response: { 200: ZEnvelope(ZFavoriteList) },
      },
    },
    async (request) =>
      ok(await catalog.favoriteList(request.merchant, authOf(request).account, request.body)),
  );
  app.post(
    relay('MCSFE_addFavoriteGameV2'),
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Add a favourite (idempotent)',
        body: ZFavoriteRequest,
        response: { 200: ZEnvelope(ZFavoriteIds) },
      },
    },
    async (request) =>
      ok(await catalog.addFavorite(request.merchant, authOf(request).account, request.body.nodeId)),
  );
  app.post(
    relay('MCSFE_removeFavoriteGameV2'),
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Remove a favourite (idempotent)',
        body: ZFavoriteRequest,
        response: { 200: ZEnvelope(ZFavoriteIds) },
      },
    },
    async (request) => ok(await catalog.removeFavorite(authOf(request).account, request.body.nodeId)),
  );

  app.post(
    relay('GCS_recentGame'),
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Games I launched, newest first',
        body: optionalBody(ZRecentRequest),
        response: { 200: ZEnvelope(ZRecentList) },
      },
    },
    async (request) => ok(await catalog.recent(request.merchant, authOf(request).account, request.body)),
  );

  app.post(
    relay('GCSGAME_getRankList'),
    {
      schema: {
        tags,
        summary: 'Winner board: the biggest real wins',
        body: optionalBody(ZRankRequest),
        response: { 200: ZEnvelope(ZRankList) },
      },
    },
    async (request) => ok(await lobby.rankList(request.merchant, request.body)),
  );

  app.post(
    relay('MCSFE_getListAnnouncements'),
    {
      schema: {
        tags,
        summary: 'Banners, notices, popups, promotions and help',
        body: optionalBody(ZAnnouncementsRequest),
        response: { 200: ZEnvelope(ZAnnouncements) },
      },
    },
    async (request) => ok(await lobby.announcements(request.merchant, request.body)),
  );

  app.post(
    '/wps/game/launchGame',
    {
      preHandler: app.optionalAuth,
      schema: {
        tags,
        summary: 'Launch a game (one-time launch URL)',
        body: ZLaunchRequest,
        response: { 200: ZEnvelope(ZLaunchResult) },
      },
    },
    async (request) => ok(await catalog.launch(request.merchant, request.auth, request.body)),
  );
}

/** Game, banner and vendor art. */
function mediaRoutes(app: App, { catalog }: CatalogRoutesOptions) {
  const svg = 'image/svg+xml; charset=utf-8';
  const longCache = 'public, max-age=86400';
  app.get(
    '/media/games/:file',
    {
      schema: {
        hide: true,
        params: z.object({ file: text(22).regex(/^\d{1,18}\.svg$/) }),
        querystring: z.object({ lang: text(5).optional() }),
      },
    },
    async (request, reply) => {
      const id = BigInt(request.params.file.slice(0, -4));
      return reply
        .type(svg)
        .header('cache-control', longCache)
        .send(await catalog.gameArt(id, request.lang));
    },
  );
  app.get(
    '/media/banners/:file',
    { schema: { hide: true, params: z.object({ file: text(44).regex(/^[a-z0-9-]{1,40}\.svg$/) }) } },
    async (request, reply) =>
      reply
        .type(svg)
        .header('cache-control', longCache)
        .send(bannerArt(request.params.file.slice(0, -4))),
  );
  app.get(
    '/media/vendors/:file',
    { schema: { hide: true, params: z.object({ file: text(36).regex(/^[A-Za-z0-9_]{1,32}\.svg$/) }) } },
    async (request, reply) =>
      reply
        .type(svg)
        .header('cache-control', longCache)
        .send(await catalog.vendorLogo(request.params.file.slice(0, -4))),
  );
}

/** The lobby's relay actions of spec §7, the game launch and the generated artwork. */
export const catalogRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (app, options) => {
  gameListRoutes(app, options);
  playerGameRoutes(app, options);
  mediaRoutes(app, options);
};
