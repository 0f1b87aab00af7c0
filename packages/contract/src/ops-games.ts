import { z } from 'zod';
import { DASHBOARD_RANGES } from './ops-dashboard';
import { ZPageQuery } from './paging';
import { text } from './text';

/**
 * The back office's games and vendors (issue 17 "Games and vendors"), role admin: per merchant, a
 * vendor listed, in maintenance or switched off, a game on or off, hot, and its place in the lists;
 * the rotation of a vendor's signing secret; RTP and hold per game from real house rounds.
 */

/** active: listed and playable; maintenance: listed, not launchable; disabled: not listed. */
export const MERCHANT_VENDOR_STATES = ['active', 'maintenance', 'disabled'] as const;

export const ZOpsVendor = z.object({
  code: z.string(),
  name: z.string(),
  walletMode: z.string(),
  /** The vendor's own state, for every merchant. */
  vendorStatus: z.string(),
  /** This merchant's state of the vendor. */
  status: z.enum(MERCHANT_VENDOR_STATES),
  sort: z.number().int(),
  gameTypes: z.array(z.string()),
});
export type TOpsVendor = z.infer<typeof ZOpsVendor>;

export const ZOpsVendorUpdate = z
  .object({ status: z.enum(MERCHANT_VENDOR_STATES), sort: z.number().int().min(0).max(1_000_000) })
  .strict();

export const ZSecretRotationRequest = z.object({ reason: text(500).trim().min(1) }).strict();
/** The new secret, shown this once: it is never answered again, nor written to the audit log. */
export const ZSecretRotation = z.object({ code: z.string(), secret: z.string() });

export const ZOpsGameQuery = ZPageQuery.extend({
  vendor: text(32)
    .regex(/^[A-Za-z0-9_]{1,32}$/)
    .optional(),
  gameType: text(16)
    .regex(/^[A-Z]{1,16}$/)
    .optional(),
  name: text(100).trim().min(1).optional(),
});
export type TOpsGameQuery = z.infer<typeof ZOpsGameQuery>;

export const ZOpsGame = z.object({
  id: z.string(),
  gameCode: z.string(),
  name: z.string(),
  vendor: z.string(),
  gameType: z.string(),
  /** The catalogue's state of the game, for every merchant. */
  gameStatus: z.string(),
  enabled: z.boolean(),
  hot: z.boolean(),
  sort: z.number().int(),
});
export type TOpsGame = z.infer<typeof ZOpsGame>;

export const ZOpsGameUpdate = z
  .object({ enabled: z.boolean(), hot: z.boolean(), sort: z.number().int().min(0).max(1_000_000) })
  .strict();
export type TOpsGameUpdate = z.infer<typeof ZOpsGameUpdate>;

export const ZGameRtpQuery = z.object({ range: z.enum(DASHBOARD_RANGES).default('30d') });

/** RTP = wins / bets of the settled real-money house rounds of the period; hold = 1 − RTP. */
export const ZGameRtp = z.object({
  id: z.string(),
  name: z.string(),
  vendor: z.string(),
  gameType: z.string(),
  rounds: z.number().int(),
  bets: z.string(),
  wins: z.string(),
  /** A percentage with two decimals ("96.50"), null without bets. */
  rtp: z.string().nullable(),
  hold: z.string().nullable(),
});
export type TGameRtp = z.infer<typeof ZGameRtp>;
