/**
 * Who may call what: every API route of the server names its audience here. The server's access
 * gate enforces this table before a request is validated or handled, and the authorization matrix
 * test reads it to know the answer each kind of caller must get. A route missing from the table
 * does not start.
 */

export const AUDIENCES = [
  /** Anyone; a session is read when sent, and ignored when it is not one of this site. */
  'public',
  /** A live session of the player or agent site: members, agents and free-play (trial) accounts. */
  'member',
  /** As member, but a free-play account is refused (`403 in_need_true_account`). */
  'realMember',
  /** An agent's session (types 1, 2, 41, 42); members and trial accounts are `403 forbidden`. */
  'agent',
  /** A staff session (type 9) of the operator site. */
  'staff',
  /** A game vendor: HMAC-signed, no bearer session is accepted. */
  'vendor',
  /** The house game server: the game session travels in the request itself. */
  'gameSession',
  /** Demo helpers: public while demo mode is on, absent (404) otherwise. */
  'demo',
] as const;
export type Audience = (typeof AUDIENCES)[number];

/** The site a session was opened for; a session is good only on its own site. */
export type SessionSite = 'player' | 'agent' | 'operator' | 'game';

/** `METHOD path` (the server's route syntax) → audience. */
export const ROUTE_ACCESS: Readonly<Record<string, Audience>> = {
  // system
  'GET /wps/system/status': 'public',
  'GET /wps/system/crypto': 'public',
  'GET /wps/system/countryCode': 'public',
  'GET /wps/system/domainRoute': 'public',
  'GET /wps/system/helpCenter': 'public',
  'GET /wps/system/whitelabel': 'public',
  'GET /wps/system/setting/register': 'public',
  // identity
  'GET /wps/captcha': 'public',
  'GET /wps/verification/challenge': 'public',
  'POST /wps/verification/sms/noLogin': 'public',
  'POST /wps/verification/sms/register': 'public',
  'POST /wps/session/login': 'public',
  'POST /wps/session/login/freeplay': 'public',
  'DELETE /wps/session/logout': 'member',
  'PUT /wps/member/register': 'public',
  'PUT /wps/member/register/mobile': 'public',
  'POST /wps/member/password/email': 'public',
  'POST /wps/member/password/verification': 'public',
  'POST /wps/member/password': 'realMember',
  'GET /wps/agent/affiliate': 'public',
  // member
  'GET /wps/member/info': 'member',
  'GET /wps/member/info/icon': 'member',
  // A WebSocket: the session travels in its first message (never in the URL), so the socket checks it.
  'GET /wps/realtime': 'public',
  // wallet
  'GET /wps/v2/wallets/balance': 'member',
  'GET /wps/wallet/transactionHistory': 'member',
  'POST /wps/wallet/transfer/member': 'realMember',
  'POST /wps/relay/GCS_merchantWallet': 'realMember',
  'POST /wps/relay/GCS_walletTransfer': 'realMember',
  // payments
  'GET /wps/payments/deposit/methods': 'realMember',
  'GET /wps/payments/deposits': 'realMember',
  'POST /wps/payments/deposits': 'realMember',
  'POST /wps/payments/deposits/:id/receipt': 'realMember',
  'GET /wps/payments/withdrawals': 'realMember',
  'POST /wps/payments/withdrawals': 'realMember',
  'POST /wps/payments/withdrawals/:id/confirm': 'realMember',
  'GET /wps/payments/payout-accounts': 'realMember',
  'POST /wps/payments/payout-accounts': 'realMember',
  'DELETE /wps/payments/payout-accounts/:id': 'realMember',
  'GET /wps/payments/deposit-limits': 'realMember',
  'PUT /wps/payments/deposit-limits': 'realMember',
  'POST /wps/payments/webhook/sandbox': 'demo',
  'GET /sandbox-pay/:id': 'demo',
  'POST /sandbox-pay/:id': 'demo',
  // lobby
  'POST /wps/relay/GCSGAME_gameList': 'public',
  'POST /wps/relay/GCSGAME_getRankList': 'public',
  'POST /wps/relay/GCSGAME_getVassGameType': 'public',
  'POST /wps/relay/GCSGAME_hotGamesV2': 'public',
  'POST /wps/relay/GCSGAME_newGameVendor': 'public',
  'POST /wps/relay/MCSFE_getListAnnouncements': 'public',
  'POST /wps/relay/GCS_recentGame': 'member',
  'POST /wps/relay/MCSFE_addFavoriteGameV2': 'realMember',
  'POST /wps/relay/MCSFE_removeFavoriteGameV2': 'realMember',
  'POST /wps/relay/MCSFE_getFavoriteGames': 'member',
  'POST /wps/relay/MCSFE_getFavoriteGamesList': 'member',
  'POST /wps/game/launchGame': 'public',
  // house games
  'GET /wps/member/bettingRecord': 'member',
  'GET /wps/member/bettingRecord/:roundId': 'member',
  'POST /rgs/authenticate': 'gameSession',
  'POST /rgs/play': 'gameSession',
  'POST /rgs/seed': 'gameSession',
  'GET /rgs/session': 'gameSession',
  'GET /rgs/history': 'gameSession',
  'GET /rgs/rounds/:roundId': 'gameSession',
  'GET /rgs/crash/state': 'gameSession',
  // vendors
  'POST /vendor/:vendorCode/wallet/balance': 'vendor',
  'POST /vendor/:vendorCode/wallet/debit': 'vendor',
  'POST /vendor/:vendorCode/wallet/credit': 'vendor',
  'POST /vendor/:vendorCode/wallet/rollback': 'vendor',
  // operator
  'POST /ops/session/login': 'public',
  'POST /ops/session/totp': 'public',
  'GET /ops/session/me': 'staff',
  'GET /ops/session/sessions': 'staff',
  'DELETE /ops/session/sessions/:id': 'staff',
  'GET /ops/roles': 'staff',
  'GET /ops/audit': 'staff',
  'GET /ops/deposits': 'staff',
  'GET /ops/deposits/:id/receipt': 'staff',
  'POST /ops/deposits/:id/approve': 'staff',
  'POST /ops/deposits/:id/reject': 'staff',
  'GET /ops/withdrawals': 'staff',
  'POST /ops/withdrawals/:id/approve': 'staff',
  'POST /ops/withdrawals/:id/reject': 'staff',
  'POST /ops/accounts/:username/adjust': 'staff',
  'POST /ops/accounts/:username/lock': 'staff',
  'POST /ops/accounts/:username/unlock': 'staff',
  'GET /ops/adjustments': 'staff',
  'POST /ops/adjustments/:id/approve': 'staff',
  'POST /ops/adjustments/:id/reject': 'staff',
  // payment methods (ops-payment-methods.ts)
  'GET /ops/payment-methods': 'staff',
  'POST /ops/payment-methods': 'staff',
  'PUT /ops/payment-methods/:id': 'staff',
  'POST /ops/payment-methods/:id/rotate-secret': 'staff',
  'GET /ops/content/languages': 'staff',
  'GET /ops/content/announcements': 'staff',
  'GET /ops/content/announcements/:id': 'staff',
  'POST /ops/content/announcements': 'staff',
  'PUT /ops/content/announcements/:id': 'staff',
  'DELETE /ops/content/announcements/:id': 'staff',
  'POST /ops/content/announcements/:id/publish': 'staff',
  'POST /ops/content/announcements/:id/unpublish': 'staff',
  'GET /ops/brand': 'staff',
  'PUT /ops/brand/whitelabel': 'staff',
  'PUT /ops/brand/languages': 'staff',
  'PUT /ops/brand/registration': 'staff',
  'PUT /ops/brand/customer-service': 'staff',
  'PUT /ops/brand/domains': 'staff',
  'PUT /ops/brand/access': 'staff',
  'GET /ops/content/help': 'staff',
  'POST /ops/content/help': 'staff',
  'GET /ops/content/help/:id': 'staff',
  'PUT /ops/content/help/:id': 'staff',
  'DELETE /ops/content/help/:id': 'staff',
  'GET /ops/dashboard': 'staff',
  'GET /ops/merchants': 'staff',
  'GET /ops/vendors': 'staff',
  'PUT /ops/vendors/:code': 'staff',
  'POST /ops/vendors/:code/rotate-secret': 'staff',
  'GET /ops/games': 'staff',
  'GET /ops/games/rtp': 'staff',
  'PUT /ops/games/:id': 'staff',
  'GET /ops/players': 'staff',
  'GET /ops/players/:id': 'staff',
  'GET /ops/players/:id/transactions': 'staff',
  'GET /ops/players/:id/rounds': 'staff',
  'POST /ops/players/:id/notes': 'staff',
  'POST /ops/players/:id/reset-password': 'staff',
  'PUT /ops/players/:id/deposit-limits': 'staff',
  'POST /ops/deposits/bulk': 'staff',
  'POST /ops/withdrawals/bulk': 'staff',
  // member centre (member-centre.ts)
  'GET /wps/rg': 'member',
  'PUT /wps/rg/limits': 'realMember',
  'PUT /wps/rg/reality-check': 'realMember',
  'POST /wps/rg/cool-off': 'realMember',
  'POST /wps/rg/self-exclusion': 'realMember',
  'GET /wps/messages': 'member',
  'POST /wps/messages/:id/read': 'member',
  'DELETE /wps/messages/:id': 'member',
  'POST /wps/relay/CSP_unreadCount': 'member',
  'PUT /wps/feedback': 'realMember',
  'GET /wps/feedback': 'realMember',
  'GET /wps/member/profile': 'realMember',
  'PUT /wps/member/profile': 'realMember',
  'POST /wps/member/bind/email/code': 'realMember',
  'POST /wps/member/bind/email': 'realMember',
  'POST /wps/member/bind/mobile/code': 'realMember',
  'POST /wps/member/bind/mobile': 'realMember',
  'PUT /wps/member/payment-password': 'realMember',
  'GET /wps/member/login-history': 'member',
  'GET /wps/member/sessions': 'member',
  'DELETE /wps/member/sessions/:id': 'member',
  'GET /wps/member/profit': 'member',
  'GET /wps/member/bettingRecord/filters': 'member',
  'GET /ops/feedback': 'staff',
  'GET /ops/feedback/:id/images/:position': 'staff',
  'POST /ops/feedback/:id/answer': 'staff',
  'GET /ops/messages': 'staff',
  'POST /ops/messages': 'staff',
  // support chat room (chat.ts): members, guests (their X-Chat-Guest token, checked by the routes), staff
  'POST /wps/relay/CBS_launchChat': 'public',
  'POST /wps/chat/guest/start': 'public',
  'GET /wps/chat': 'member',
  'GET /wps/chat/unread': 'member',
  'POST /wps/chat/messages': 'member',
  'POST /wps/chat/read': 'member',
  'GET /wps/chat/messages/:id/image': 'member',
  'GET /wps/chat/guest': 'public',
  'GET /wps/chat/guest/unread': 'public',
  'POST /wps/chat/guest/messages': 'public',
  'POST /wps/chat/guest/read': 'public',
  'GET /wps/chat/guest/messages/:id/image': 'public',
  // A WebSocket: who is there travels in its first message, so the socket checks it.
  'GET /wps/chat/live': 'public',
  'GET /ops/chat/conversations': 'staff',
  'GET /ops/chat/conversations/:id': 'staff',
  'POST /ops/chat/conversations/:id/messages': 'staff',
  'POST /ops/chat/conversations/:id/close': 'staff',
  'GET /ops/chat/messages/:id/image': 'staff',
  // lottery (lottery.ts)
  'GET /lgw/games/game_menus': 'member',
  'GET /lgw/vn/games/game_menu': 'member',
  'GET /lgw/vn/games/game_menu/recent': 'member',
  'GET /lgw/vn/numeros/opened/game': 'member',
  'GET /lotto/lgw/games/opened/numero': 'member',
  'GET /lgw/draws/current': 'member',
  'POST /lgw/bets': 'member', // trial accounts bet play money (docs/free-play.md)
  'GET /lgw/bets': 'member',
  'GET /ops/lottery/draws': 'staff',
  'POST /ops/lottery/draws/:id/cancel': 'staff',
  'GET /ops/lottery/odds': 'staff',
  'PUT /ops/lottery/odds': 'staff',
  'POST /dev/lottery/draw': 'demo',
  // sportsbook (sportsbook.ts): the house game session travels in each call, checked by the service
  'POST /sb/session': 'gameSession',
  'GET /sb/events': 'gameSession',
  'POST /sb/bets': 'gameSession',
  'GET /sb/bets': 'gameSession',
  'POST /sb/bets/:betId/cashout': 'gameSession',
  'GET /sb/events/stream': 'gameSession',
  'POST /dev/sb/finish': 'demo',
  'GET /ops/sb/events': 'staff',
  'GET /ops/sb/events/:eventId/exposure': 'staff',
  'POST /ops/sb/events/:eventId/suspend': 'staff',
  'POST /ops/sb/events/:eventId/void': 'staff',
  'POST /ops/sb/events/:eventId/result': 'staff',
  // demo helpers
  // agent centre
  'GET /wps/member/info/funds/consolidated': 'agent',
  'POST /wps/relay/MCS2_processDividendReq': 'agent',
  'POST /wps/relay/MCS2_processDailySalContract': 'agent',
  'POST /wps/relay/MCS2_processContractHourSalary': 'agent',
  'POST /wps/relay/MCSFE_processRealTimeSalaryContract': 'agent',
  'GET /wps/agent/overview': 'agent',
  'GET /wps/agent/downline': 'agent',
  'POST /wps/agent/downline': 'agent',
  'PUT /wps/agent/downline/:id/status': 'agent',
  'GET /wps/agent/bets': 'agent',
  'GET /wps/agent/profit': 'agent',
  'GET /wps/agent/revenue': 'agent',
  'GET /wps/agent/transactions': 'agent',
  'GET /wps/agent/announcements': 'agent',
  'GET /wps/agent/contracts': 'agent',
  'POST /wps/agent/contracts': 'agent',
  'POST /wps/agent/contracts/:id/accept': 'agent',
  'POST /wps/agent/contracts/:id/reject': 'agent',
  'POST /wps/agent/contracts/:id/terminate': 'agent',
  'GET /wps/agent/salaries': 'agent',
  'GET /wps/agent/dividends': 'agent',
  'GET /ops/agents': 'staff',
  'POST /ops/agents/contracts': 'staff',
  'POST /ops/agents/contracts/:id/terminate': 'staff',
  'PUT /ops/agents/features': 'staff',
  // promotions, bonus money and rebate (promotions.ts, ops-promotions.ts)
  'GET /wps/promotions': 'public',
  'POST /wps/promotions/:id/join': 'realMember',
  'POST /wps/promotions/:id/apply': 'realMember',
  'POST /wps/promotions/:id/claim': 'realMember',
  'POST /wps/relay/MCS2_claimRafflePromotion': 'realMember',
  'GET /wps/bonuses': 'realMember',
  'GET /wps/rebate': 'realMember',
  'POST /wps/rebate/claim': 'realMember',
  'GET /ops/promotions': 'staff',
  'POST /ops/promotions': 'staff',
  'GET /ops/promotions/:id': 'staff',
  'PUT /ops/promotions/:id': 'staff',
  'POST /ops/promotions/:id/close': 'staff',
  'GET /ops/promotions/applications': 'staff',
  'POST /ops/promotions/applications/:id/approve': 'staff',
  'POST /ops/promotions/applications/:id/reject': 'staff',
  'GET /ops/promotions/rebate-rates': 'staff',
  'PUT /ops/promotions/rebate-rates': 'staff',
  // loyalty: points mall, VIP, missions, referral (loyalty.ts)
  'POST /wps/relay/MCS2_getPointBalance': 'realMember',
  'POST /wps/relay/MCS2_getPointReward': 'realMember',
  'POST /wps/relay/passwordCheck/MCS2_redeemPointReward': 'realMember',
  'POST /wps/relay/MCS2_getRedeemPointList': 'realMember',
  'POST /wps/relay/MCS2_getPointConfig': 'realMember',
  'POST /wps/relay/passwordCheck/MCS2_convertPoint': 'realMember',
  'POST /wps/relay/ODSFE2_MemTransDet': 'realMember',
  'GET /wps/vip': 'realMember',
  'POST /wps/relay/MCSFE_getMissionSummaryDetails': 'realMember',
  'POST /wps/missions/:id/claim': 'realMember',
  'POST /wps/relay/MCSFE_getMissionLeaderboard': 'realMember',
  'GET /wps/referral': 'realMember',
  'GET /ops/loyalty/redemptions': 'staff',
  'POST /ops/loyalty/redemptions/:id/approve': 'staff',
  'POST /ops/loyalty/redemptions/:id/reject': 'staff',
  'GET /dev/outbox': 'demo',
  'POST /dev/clock': 'demo',
  'POST /dev/fund': 'demo',
  // the demo vendor DEMOV's game page and its vendor-side server (demo mode only)
  'GET /demo-vendor/play': 'demo',
  'GET /demo-vendor/play.js': 'demo',
  'POST /demo-vendor/balance': 'demo',
  'POST /demo-vendor/round': 'demo',
};

/** The path prefixes of the API: every route under them must be in ROUTE_ACCESS. */
export const API_PREFIXES = [
  '/wps/',
  '/ops/',
  '/rgs/',
  '/sb/',
  '/vendor/',
  '/dev/',
  '/sandbox-pay/',
  '/demo-vendor/',
  // lottery (spec §7 Lottery)
  '/lgw/',
  '/lotto/',
];

export const routeKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`;

/** The callers the authorization matrix is tested with. */
export const ACTORS = [
  'guest',
  'memberA',
  'memberB',
  'trial',
  'agentInTree',
  'agentOutOfTree',
  'staff',
  'otherMerchant',
] as const;
export type Actor = (typeof ACTORS)[number];

/** What the access gate answers: `allow` lets the route decide (its answer is then never 401 or 403). */
export type AccessAnswer = 'allow' | 401 | 403 | 404;

const SIGNED_IN: readonly Actor[] = ['memberA', 'memberB', 'trial', 'agentInTree', 'agentOutOfTree'];
const AGENTS: readonly Actor[] = ['agentInTree', 'agentOutOfTree'];

/** The answer the gate gives `actor` on a route of `audience` (demo mode on). */
export function expectedAccess(audience: Audience, actor: Actor): AccessAnswer {
  switch (audience) {
    case 'public':
    case 'gameSession':
    case 'demo':
      return 'allow';
    case 'member':
      return SIGNED_IN.includes(actor) ? 'allow' : 401;
    case 'realMember':
      if (actor === 'trial') return 403;
      return SIGNED_IN.includes(actor) ? 'allow' : 401;
    case 'agent':
      if (AGENTS.includes(actor)) return 'allow';
      return SIGNED_IN.includes(actor) ? 403 : 401;
    case 'staff':
      return actor === 'staff' ? 'allow' : 401;
    case 'vendor':
      return 401;
  }
}
