import { z } from 'zod';
import { ZPageQuery } from './paging';
import { text, ZInstant } from './text';

/**
 * The back office's content pages (issue 17 "Content and brand"): the merchant's announcements that
 * MCSFE_getListAnnouncements serves to the player site, written in every language the merchant offers.
 * A change shows on the site at the next call (the lobby does not cache announcements).
 */

/**
 * B banner, PL notice (the "player" group), PU popup, PR promotion entry, AG notice to agents (the
 * agent centre's announcements page; the player site never asks for it).
 */
export const OPS_ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'AG'] as const;
export type OpsAnnouncementType = (typeof OPS_ANNOUNCEMENT_TYPES)[number];
export const ZOpsAnnouncementType = z.enum(OPS_ANNOUNCEMENT_TYPES);

/** Who sees a popup (spec §4 "Popups"): A signed-in members, B anonymous visitors, F a first login. */
export const POPUP_AUDIENCES = ['A', 'B', 'F'] as const;
export const ZPopupAudience = z.enum(POPUP_AUDIENCES);

/** The banner slots of the player site: the home carousel and the forgot-password page. */
export const BANNER_GROUPS = ['w_home', 'w_forget'] as const;

/** A link or image address: a path of the site, or an https address. Never `javascript:` and the like. */
export const SAFE_URL = /^(\/(?!\/)[^\s]*|https:\/\/[^\s/]+[^\s]*)$/;
const ZSafeUrl = text(500).trim().regex(SAFE_URL, 'a site path (/…) or an https:// address');

/** Texts by language code (`es`, `en`, …): the merchant's languages only. */
const ZTexts = (max: number) => z.record(text(8).regex(/^[a-z]{2,3}$/), text(max));

export const ZOpsAnnouncementInput = z
  .object({
    type: ZOpsAnnouncementType,
    /** Banners only: the slot (`w_home`, `w_forget`). */
    groupName: z.enum(BANNER_GROUPS).nullable().default(null),
    /** Titles in the merchant's languages: the default one is required, the lobby falls back to it. */
    titles: ZTexts(200),
    /** HTML bodies by language (notices, popups, promotions); the sites sanitise it on display. */
    contents: ZTexts(20_000).default({}),
    imageUrl: ZSafeUrl.nullable().default(null),
    linkUrl: ZSafeUrl.nullable().default(null),
    /** Opens the reward centre on that promotion (spec §3 announcement popup's Go button). */
    promotionType: text(32)
      .trim()
      .regex(/^[A-Z0-9_]{1,32}$/)
      .nullable()
      .default(null),
    /** Popups only: the audience; other types keep `B`. */
    execution: ZPopupAudience.default('B'),
    sort: z.number().int().min(0).max(9999).default(0),
    published: z.boolean().default(false),
    startsAt: ZInstant.nullable().default(null),
    endsAt: ZInstant.nullable().default(null),
  })
  .strict();
export type TOpsAnnouncementInput = z.infer<typeof ZOpsAnnouncementInput>;

export const ZOpsAnnouncement = z.object({
  id: z.string(),
  type: ZOpsAnnouncementType,
  groupName: z.string().nullable(),
  titles: z.record(z.string(), z.string()),
  contents: z.record(z.string(), z.string()),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  promotionType: z.string().nullable(),
  execution: z.string(),
  sort: z.number().int(),
  published: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type TOpsAnnouncement = z.infer<typeof ZOpsAnnouncement>;

export const ZOpsAnnouncementQuery = ZPageQuery.extend({
  type: ZOpsAnnouncementType.optional(),
  /** Only the entries missing a title in this language (a language added to the merchant later). */
  missing: text(8)
    .regex(/^[a-z]{2,3}$/)
    .optional(),
  published: z.enum(['true', 'false']).optional(),
});
export type TOpsAnnouncementQuery = z.infer<typeof ZOpsAnnouncementQuery>;

/** `GET /ops/content/languages`: the languages the merchant offers, the default (required) first. */
export const ZOpsContentLanguages = z.object({
  defaultLanguage: z.string(),
  languages: z.array(z.string()),
});
