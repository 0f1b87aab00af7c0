import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A brand. Every later table carries merchant_id; nothing crosses merchants. */
export const merchants = pgTable(
  'merchants',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    defaultLanguage: text('default_language').notNull().default('es'),
    languages: jsonb('languages').$type<string[]>().notNull().default(sql`'["es","en"]'::jsonb`),
    currencySymbol: text('currency_symbol').notNull().default('$'),
    gmtOffset: text('gmt_offset').notNull().default('+00:00'),
    maintenance: boolean('maintenance').notNull().default(false),
    /** ISO country codes allowed to play; empty means every country. */
    allowedCountries: jsonb('allowed_countries').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    blockedIpRanges: jsonb('blocked_ip_ranges').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    whitelabel: jsonb('whitelabel').$type<Record<string, boolean>>().notNull().default(sql`'{}'::jsonb`),
    mainDomain: text('main_domain').notNull().default(''),
    gtagId: text('gtag_id'),
    imageCdns: jsonb('image_cdns').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    launchGameCdns: jsonb('launch_game_cdns').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('merchants_code_key').on(t.code),
    uniqueIndex('merchants_one_default').on(t.isDefault).where(sql`${t.isDefault}`),
  ],
);

/** Host names that map a request to its merchant (the domain route table). */
export const domainRoutes = pgTable(
  'domain_routes',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    domain: text('domain').notNull(),
    type: text('type').notNull().default('player'),
  },
  (t) => [
    uniqueIndex('domain_routes_domain_key').on(t.domain),
    index('domain_routes_merchant').on(t.merchantId),
  ],
);

export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    resourceType: text('resource_type').notNull(),
    url: text('url').notNull(),
    labelNameEn: text('label_name_en').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('resources_merchant').on(t.merchantId)],
);

export const customerService = pgTable(
  'customer_service',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    csType: text('cs_type').notNull(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('customer_service_merchant').on(t.merchantId)],
);

export const helpArticles = pgTable(
  'help_articles',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    lang: text('lang').notNull(),
    device: text('device').notNull().default('WEB'),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('help_articles_key').on(t.merchantId, t.lang, t.device, t.slug)],
);

/** RSA key pairs for encrypted payloads; the newest active one is served by /wps/system/crypto. */
export const cryptoKeys = pgTable('crypto_keys', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
