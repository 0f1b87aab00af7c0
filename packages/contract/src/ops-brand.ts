import { z } from 'zod';
import { ALL_LANGUAGES, WHITELABEL_FLAGS } from './constants';
import { ZRegistrationSettings } from './registration';
import { PATTERN_IDS, REGISTRATION_FIELDS } from './registration-rules';
import { text } from './text';

/**
 * The back office's brand pages (issue 17 "Content and brand"): the staff's merchant's whitelabel
 * flags, languages, registration rules, customer-service channels, domain routes, maintenance and
 * blocked IP ranges, and its help-centre articles. A change reaches the player site within seconds
 * (the server forgets its cached merchant on every write).
 */

export const ZLanguage = z.enum(ALL_LANGUAGES);

/** Every whitelabel flag, on or off. */
export const ZOpsWhitelabelInput = z
  .object(
    Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, z.boolean()])) as {
      [K in (typeof WHITELABEL_FLAGS)[number]]: z.ZodBoolean;
    },
  )
  .strict();
export type TOpsWhitelabelInput = z.infer<typeof ZOpsWhitelabelInput>;

/** The languages the site offers (at least one, no repeats) and its default, one of them. */
export const ZOpsLanguagesInput = z
  .object({
    languages: z
      .array(ZLanguage)
      .min(1)
      .max(ALL_LANGUAGES.length)
      .refine((list) => new Set(list).size === list.length, 'a language is listed twice'),
    defaultLanguage: ZLanguage,
  })
  .strict()
  .refine((value) => value.languages.includes(value.defaultLanguage), {
    message: 'the default language must be one of the languages offered',
    path: ['defaultLanguage'],
  });
export type TOpsLanguagesInput = z.infer<typeof ZOpsLanguagesInput>;

/** One registration field's rule as the back office sets it; the pattern text follows from its id. */
export const ZOpsFieldRuleInput = z
  .object({
    enabled: z.boolean(),
    required: z.boolean(),
    patternId: z.enum(PATTERN_IDS),
    minLength: z.number().int().min(0).max(200),
    maxLength: z.number().int().min(1).max(200),
  })
  .strict()
  .refine((rule) => rule.minLength <= rule.maxLength, {
    message: 'minLength is above maxLength',
    path: ['minLength'],
  })
  .refine((rule) => rule.enabled || !rule.required, {
    message: 'a required field must be enabled',
    path: ['required'],
  });
export type TOpsFieldRuleInput = z.infer<typeof ZOpsFieldRuleInput>;

/** The registration age and field rules (fields left out keep the platform's defaults). */
export const ZOpsRegistrationInput = z
  .object({
    ageConsent: z.number().int().min(16).max(25),
    fields: z.partialRecord(z.enum(REGISTRATION_FIELDS), ZOpsFieldRuleInput),
  })
  .strict();
export type TOpsRegistrationInput = z.infer<typeof ZOpsRegistrationInput>;

/** An https address (customer-service links leave the site). */
const ZHttpsUrl = text(500)
  .trim()
  .regex(/^https:\/\/[^\s/]+[^\s]*$/, 'an https:// address');

export const ZOpsCustomerServiceChannel = z
  .object({
    csType: text(32)
      .trim()
      .regex(/^[A-Z][A-Z0-9_]{1,31}$/, 'upper-case letters, digits and _'),
    name: text(60).trim().min(1),
    url: ZHttpsUrl,
  })
  .strict();
export const ZOpsCustomerServiceInput = z
  .object({ channels: z.array(ZOpsCustomerServiceChannel).max(20) })
  .strict();
export type TOpsCustomerServiceInput = z.infer<typeof ZOpsCustomerServiceInput>;

export const DOMAIN_TYPES = ['player', 'agent'] as const;
/** A host name (`play.example.com`, `localhost`): lower-case labels, no port, no scheme. */
export const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
export const ZOpsDomainRoute = z
  .object({
    domain: text(253).trim().toLowerCase().regex(HOST_NAME, 'a host name such as play.example.com'),
    type: z.enum(DOMAIN_TYPES),
  })
  .strict();
export const ZOpsDomainsInput = z
  .object({
    domains: z
      .array(ZOpsDomainRoute)
      .max(50)
      .refine((list) => new Set(list.map((d) => d.domain)).size === list.length, 'a domain is listed twice'),
  })
  .strict();
export type TOpsDomainsInput = z.infer<typeof ZOpsDomainsInput>;

/** An IPv4 or IPv6 CIDR range, or a single address. */
export const ZIpRange = z.union([z.cidrv4(), z.cidrv6(), z.ipv4(), z.ipv6()]);

/** Maintenance and blocked IP ranges: both close the site to someone, so a reason is required. */
export const ZOpsAccessInput = z
  .object({
    maintenance: z.boolean(),
    blockedIps: z
      .array(ZIpRange)
      .max(500)
      .refine((list) => new Set(list).size === list.length, 'a range is listed twice'),
    reason: text(500).trim().min(3),
  })
  .strict();
export type TOpsAccessInput = z.infer<typeof ZOpsAccessInput>;

/** `GET /ops/brand`: every group as the site reads it now. */
export const ZOpsBrand = z.object({
  merchantCode: z.string(),
  merchantName: z.string(),
  whitelabel: z.record(z.string(), z.boolean()),
  languages: z.array(z.string()),
  defaultLanguage: z.string(),
  registration: ZRegistrationSettings,
  customerService: z.array(z.object({ csType: z.string(), name: z.string(), url: z.string() })),
  domains: z.array(z.object({ domain: z.string(), type: z.string() })),
  maintenance: z.boolean(),
  blockedIps: z.array(z.string()),
});
export type TOpsBrand = z.infer<typeof ZOpsBrand>;

// --- help centre -----------------------------------------------------------------------------

export const HELP_DEVICES = ['WEB', 'H5'] as const;

export const ZOpsHelpArticleInput = z
  .object({
    lang: ZLanguage,
    device: z.enum(HELP_DEVICES).default('WEB'),
    slug: text(64)
      .trim()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by -'),
    title: text(200).trim().min(1),
    /** HTML; the sites sanitise it on display. */
    content: text(50_000).min(1),
    sort: z.number().int().min(0).max(9999).default(0),
  })
  .strict();
export type TOpsHelpArticleInput = z.infer<typeof ZOpsHelpArticleInput>;

export const ZOpsHelpArticle = z.object({
  id: z.string(),
  lang: z.string(),
  device: z.string(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  sort: z.number().int(),
});
export type TOpsHelpArticle = z.infer<typeof ZOpsHelpArticle>;

export const ZOpsHelpQuery = z.object({
  lang: ZLanguage.optional(),
  device: z.enum(HELP_DEVICES).optional(),
});
export type TOpsHelpQuery = z.infer<typeof ZOpsHelpQuery>;
