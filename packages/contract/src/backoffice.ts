import { z } from 'zod';
import { ROUTE_ACCESS } from './access';
import { ZPageQuery } from './paging';
import { text, ZInstant } from './text';

/**
 * The back office (contract "Back office"): staff sign-in with a TOTP second factor, the role table
 * that decides which `/ops` routes each role may call (the server's check, the tests and the web
 * app's menus all read it), staff sessions and the audit log.
 */

export const STAFF_ROLES = ['admin', 'finance', 'support', 'content', 'risk'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const ZStaffRole = z.enum(STAFF_ROLES);

/** Every /ops route a signed-in staff member calls, as `METHOD path` (access.ts `routeKey`). */
const staffRoutes = () =>
  Object.entries(ROUTE_ACCESS)
    .filter(([key, audience]) => audience === 'staff' && key.split(' ')[1]!.startsWith('/ops/'))
    .map(([key]) => key);

/** What any staff member may do, whatever their roles: their own sessions and the role table. */
const EVERY_STAFF = [
  'GET /ops/session/me',
  'GET /ops/session/sessions',
  'DELETE /ops/session/sessions/:id',
  'GET /ops/roles',
] as const;

const PAYMENT_QUEUES = [
  'GET /ops/deposits',
  'GET /ops/deposits/:id/receipt',
  'GET /ops/withdrawals',
] as const;
/** The merchant's announcements (ops-content.ts): role `content`. */
const CONTENT = [
  'GET /ops/content/languages',
  'GET /ops/content/announcements',
  'GET /ops/content/announcements/:id',
  'POST /ops/content/announcements',
  'PUT /ops/content/announcements/:id',
  'DELETE /ops/content/announcements/:id',
  'POST /ops/content/announcements/:id/publish',
  'POST /ops/content/announcements/:id/unpublish',
] as const;
/** The merchant's brand settings and help centre (ops-brand.ts): role `content`; access is below. */
const BRAND = [
  'GET /ops/brand',
  'PUT /ops/brand/whitelabel',
  'PUT /ops/brand/languages',
  'PUT /ops/brand/registration',
  'PUT /ops/brand/customer-service',
  'PUT /ops/brand/domains',
  'GET /ops/content/help',
  'POST /ops/content/help',
  'GET /ops/content/help/:id',
  'PUT /ops/content/help/:id',
  'DELETE /ops/content/help/:id',
] as const;
/** Maintenance and blocked IP ranges close the site to someone: `risk` (and admin), not `content`. */
const SITE_ACCESS = ['GET /ops/brand', 'PUT /ops/brand/access'] as const;
/**
 * Admin only (no entry below): the dashboard's merchant switcher `GET /ops/merchants`, and games and
 * vendors (ops-games.ts: vendor states, game settings, secret rotation, RTP), which change what every
 * player can play or how a vendor signs.
 */
/** Deposit methods and provider settings (ops-payment-methods.ts): role `finance`. */
const PAYMENT_METHODS = [
  'GET /ops/payment-methods',
  'POST /ops/payment-methods',
  'PUT /ops/payment-methods/:id',
  'POST /ops/payment-methods/:id/rotate-secret',
] as const;
/** The dashboard of the staff member's own merchant (ops-dashboard.ts); the switcher is admin's. */
const DASHBOARD = ['GET /ops/dashboard'] as const;
/** Member centre (member-centre.ts): answering feedback and sending internal messages, role `support`. */
const MEMBER_CENTRE = [
  'GET /ops/feedback',
  'GET /ops/feedback/:id/images/:position',
  'POST /ops/feedback/:id/answer',
  'GET /ops/messages',
  'POST /ops/messages',
] as const;
/** The support chat room (chat.ts): the queue, answering and closing conversations, role `support`. */
const SUPPORT_CHAT = [
  'GET /ops/chat/conversations',
  'GET /ops/chat/conversations/:id',
  'POST /ops/chat/conversations/:id/messages',
  'POST /ops/chat/conversations/:id/close',
  'GET /ops/chat/messages/:id/image',
] as const;
/** Agents (agents.ts): the tree and contracts (read: risk), the house's contract grants (finance). */
const AGENTS_READ = ['GET /ops/agents'] as const;
const AGENTS_WRITE = [
  'POST /ops/agents/contracts',
  'POST /ops/agents/contracts/:id/terminate',
  'PUT /ops/agents/features',
] as const;
/** Promotions (ops-promotions.ts): defined by `content` (marketing); money decisions also by `finance`. */
const PROMOTIONS_READ = [
  'GET /ops/promotions',
  'GET /ops/promotions/:id',
  'GET /ops/promotions/applications',
  'GET /ops/promotions/rebate-rates',
] as const;
const PROMOTIONS_WRITE = [
  'POST /ops/promotions',
  'PUT /ops/promotions/:id',
  'POST /ops/promotions/:id/close',
] as const;
const PROMOTION_DECISIONS = [
  'POST /ops/promotions/applications/:id/approve',
  'POST /ops/promotions/applications/:id/reject',
  'PUT /ops/promotions/rebate-rates',
] as const;
/** Point redemptions waiting for a decision (loyalty.ts): physical items ship, rejects refund points. */
const LOYALTY_REDEMPTIONS = [
  'GET /ops/loyalty/redemptions',
  'POST /ops/loyalty/redemptions/:id/approve',
  'POST /ops/loyalty/redemptions/:id/reject',
] as const;
const MEMBER_LOCKS = ['POST /ops/accounts/:username/lock', 'POST /ops/accounts/:username/unlock'] as const;
/** A player's search, profile, ledger movements and rounds (ops-players.ts). */
const PLAYER_READ = [
  'GET /ops/players',
  'GET /ops/players/:id',
  'GET /ops/players/:id/transactions',
  'GET /ops/players/:id/rounds',
] as const;

/**
 * For each role, the `/ops` routes it may call. `admin` may call every staff route, including
 * routes added later; any other role only what is listed here.
 */
export const ROLE_ROUTES: Readonly<Record<StaffRole, readonly string[]>> = {
  admin: staffRoutes(),
  finance: [
    ...EVERY_STAFF,
    ...PAYMENT_QUEUES,
    ...DASHBOARD,
    'POST /ops/deposits/:id/approve',
    'POST /ops/deposits/:id/reject',
    'POST /ops/withdrawals/:id/approve',
    'POST /ops/withdrawals/:id/reject',
    'POST /ops/deposits/bulk',
    'POST /ops/withdrawals/bulk',
    'POST /ops/accounts/:username/adjust',
    'GET /ops/adjustments',
    'POST /ops/adjustments/:id/approve',
    'POST /ops/adjustments/:id/reject',
    ...PAYMENT_METHODS,
    ...AGENTS_READ,
    ...AGENTS_WRITE,
    ...PROMOTIONS_READ,
    ...PROMOTION_DECISIONS,
    ...LOYALTY_REDEMPTIONS,
  ],
  support: [
    ...EVERY_STAFF,
    ...PAYMENT_QUEUES,
    ...MEMBER_LOCKS,
    ...PLAYER_READ,
    'POST /ops/players/:id/notes',
    'POST /ops/players/:id/reset-password',
    ...MEMBER_CENTRE,
    ...SUPPORT_CHAT,
    ...LOYALTY_REDEMPTIONS,
  ],
  content: [
    ...EVERY_STAFF,
    ...CONTENT,
    ...BRAND,
    ...PROMOTIONS_READ,
    ...PROMOTIONS_WRITE,
    ...PROMOTION_DECISIONS,
  ],
  risk: [
    ...EVERY_STAFF,
    ...PAYMENT_QUEUES,
    ...DASHBOARD,
    ...MEMBER_LOCKS,
    ...PLAYER_READ,
    ...SITE_ACCESS,
    'PUT /ops/players/:id/deposit-limits',
    'GET /ops/adjustments',
    'GET /ops/audit',
    // lottery draws: results, and cancelling a draw (refunds)
    'GET /ops/lottery/draws',
    'POST /ops/lottery/draws/:id/cancel',
    // sportsbook: events and exposure, suspensions, voids and result corrections (resettlement)
    'GET /ops/sb/events',
    'GET /ops/sb/events/:eventId/exposure',
    'POST /ops/sb/events/:eventId/suspend',
    'POST /ops/sb/events/:eventId/void',
    'POST /ops/sb/events/:eventId/result',
    'POST /ops/accounts/:username/lock',
    'POST /ops/accounts/:username/unlock',
    ...AGENTS_READ,
  ],
};

const isRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

/** The role table as `GET /ops/roles` answers it. */
export function roleTable(): Record<StaffRole, string[]> {
  const table = {} as Record<StaffRole, string[]>;
  for (const role of STAFF_ROLES) table[role] = [...ROLE_ROUTES[role]];
  return table;
}

/** True when one of `roles` may call the route `routeKey` (`METHOD path`). */
export function staffMayCall(roles: readonly string[], routeKey: string): boolean {
  return roles.some((role) => isRole(role) && (role === 'admin' || ROLE_ROUTES[role].includes(routeKey)));
}

// --- sign-in ---------------------------------------------------------------------------------

/** The answer of `POST /ops/session/login`: never a token, a challenge for the second factor. */
export const ZStaffLoginResult = z.discriminatedUnion('secondFactor', [
  z.object({ secondFactor: z.literal('enrol'), challenge: z.string(), otpauthUrl: z.string() }),
  z.object({ secondFactor: z.literal('totp'), challenge: z.string() }),
]);
export type TStaffLoginResult = z.infer<typeof ZStaffLoginResult>;

export const TOTP_CODE = /^\d{6}$/;
export const ZStaffTotpRequest = z.union([
  z.object({ challenge: text(100).min(1), code: text(6).regex(TOTP_CODE) }).strict(),
  z.object({ challenge: text(100).min(1), recoveryCode: text(40).trim().min(1) }).strict(),
]);
export type TStaffTotpRequest = z.infer<typeof ZStaffTotpRequest>;

/** `recoveryCodes` only at enrolment: shown once, never again. */
export const ZStaffTotpResult = z.object({
  token: z.string(),
  recoveryCodes: z.array(z.string()).optional(),
});
export type TStaffTotpResult = z.infer<typeof ZStaffTotpResult>;

export const ZStaffMe = z.object({
  id: z.string(),
  username: z.string(),
  roles: z.array(ZStaffRole),
});

// --- sessions --------------------------------------------------------------------------------

export const ZStaffSession = z.object({
  id: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type TStaffSession = z.infer<typeof ZStaffSession>;

// --- roles -----------------------------------------------------------------------------------

/** `GET /ops/roles`: for each role, the routes it may call. */
export const ZRoleTable = z.record(ZStaffRole, z.array(z.string()));

// --- audit -----------------------------------------------------------------------------------

export const ZAuditQuery = ZPageQuery.extend({
  action: text(64).trim().min(1).optional(),
  /** The staff member's username. */
  staff: text(64).trim().min(1).optional(),
  from: ZInstant.optional(),
  to: ZInstant.optional(),
});
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditItem = z.object({
  id: z.string(),
  at: z.string(),
  /** The staff member's username. */
  staff: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type TAuditItem = z.infer<typeof ZAuditItem>;
