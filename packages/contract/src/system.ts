import { z } from 'zod';
import { WHITELABEL_FLAGS } from './constants';
import { text } from './text';

export const ZWhitelabel = z.object(
  Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
    (typeof WHITELABEL_FLAGS)[number],
    z.ZodBoolean
  >,
);
export type TWhitelabel = z.infer<typeof ZWhitelabel>;

export const ZCustomerService = z.object({
  csType: z.string(),
  name: z.string(),
  /** base64url(iv ‖ AES-256-GCM(url, SHA-256(k))) followed by the 8-character key k. */
  path: z.string(),
});
export type TCustomerService = z.infer<typeof ZCustomerService>;

export const ZDomainRoute = z.object({ domain: z.string(), type: z.string() });
export type TDomainRoute = z.infer<typeof ZDomainRoute>;

export const ZResource = z.object({
  resourceType: z.string(),
  url: z.string(),
  labelNameEn: z.string(),
});
export type TResource = z.infer<typeof ZResource>;

export const ZSystemStatus = z.object({
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  info: z.object({
    merchantCode: z.string(),
    merchantName: z.string(),
    customerService: z.array(ZCustomerService),
    domainRoute: z.array(ZDomainRoute),
    resources: z.array(ZResource),
    whitelabel: ZWhitelabel,
    register: z.object({ usernameRegistration: z.boolean(), mobileRegistration: z.boolean() }),
    mainDomain: z.string(),
    analytics: z.object({ gtagId: z.string().nullable() }),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
    currencySymbol: z.string(),
    languages: z.array(z.string()),
    defaultLanguage: z.string(),
    gmtOffset: z.string(),
    /** Whether username logins and SMS sends need the slider challenge. */
    challenge: z.enum(['slider', 'off']),
  }),
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
});
export type TSystemStatus = z.infer<typeof ZSystemStatus>;

/** App-start outcome of spec §4: 0 normal, 1 maintenance, 2 region block. */
export function appStartState(status: Pick<TSystemStatus, 'maintenance' | 'regionRestriction'>) {
  if (status.maintenance) return 1 as const;
  if (status.regionRestriction) return 2 as const;
  return 0 as const;
}

export const ZHelpCenterQuery = z.object({
  lang: text(5).min(2).optional(),
  device: z.enum(['WEB', 'H5']).default('WEB'),
});
export const ZHelpArticle = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  sort: z.number().int(),
});
export type THelpArticle = z.infer<typeof ZHelpArticle>;

export const ZCryptoKey = z.object({ keyId: z.string(), publicKey: z.string() });
export type TCryptoKey = z.infer<typeof ZCryptoKey>;

export const ZCountry = z.object({
  countryCode: z.string().length(2),
  countryDialingCode: z.string().regex(/^\+\d{1,4}$/),
});
export type TCountry = z.infer<typeof ZCountry>;
