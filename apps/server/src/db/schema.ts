import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
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
    /** ISO 4217 code of the merchant's money; trial play money uses PLAY. */
    currency: text('currency').notNull().default('USD'),
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
    /** Overrides of the default registration field rules, by field. */
    registerRules: jsonb('register_rules')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The password given to accounts an agent creates; logging in with it asks for a change. */
    defaultInitialPassword: text('default_initial_password'),
    passwordExpiryDays: integer('password_expiry_days').notNull().default(90),
    ageConsent: integer('age_consent').notNull().default(18),
    trialBalance: bigint('trial_balance', { mode: 'bigint' }).notNull().default(sql`200000`),
    /** Minutes after approval when a withdrawal the player has not confirmed counts as received. */
    withdrawalConfirmMinutes: integer('withdrawal_confirm_minutes').notNull().default(1440),
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

export const accounts = pgTable(
  'accounts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    username: text('username').notNull(),
    type: smallint('type').notNull().default(0),
    status: text('status').notNull().default('active'),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    paymentPasswordHash: text('payment_password_hash'),
    nickname: text('nickname').notNull(),
    countryDialingCode: text('country_dialing_code'),
    mobileNum: text('mobile_num'),
    email: text('email'),
    payeeName: text('payee_name'),
    qqNum: text('qq_num'),
    line: text('line'),
    whatsapp: text('whatsapp'),
    facebook: text('facebook'),
    wechat: text('wechat'),
    idNumber: text('id_number'),
    recommenderId: text('recommender_id'),
    referralCode: text('referral_code').notNull(),
    affiliateCode: text('affiliate_code'),
    referredBy: bigint('referred_by', { mode: 'bigint' }),
    uplineId: bigint('upline_id', { mode: 'bigint' }),
    registerUrl: text('register_url'),
    registerMethod: text('register_method'),
    registerDomain: text('register_domain'),
    registerIp: text('register_ip'),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** A temporary password sent by e-mail; the old password keeps working until it is used. */
    resetPasswordHash: text('reset_password_hash'),
    resetExpiresAt: timestamp('reset_expires_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastLoginIp: text('last_login_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Back-office roles of a staff account (type 9): admin, finance, support, content, risk. */
    staffRoles: text('staff_roles').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('accounts_username_key').on(t.merchantId, sql`lower(${t.username})`),
    uniqueIndex('accounts_mobile_key')
      .on(t.merchantId, t.countryDialingCode, t.mobileNum)
      .where(sql`${t.mobileNum} IS NOT NULL`),
    uniqueIndex('accounts_referral_key').on(t.merchantId, t.referralCode),
    uniqueIndex('accounts_affiliate_key')
      .on(t.merchantId, t.affiliateCode)
      .where(sql`${t.affiliateCode} IS NOT NULL`),
    index('accounts_upline').on(t.uplineId),
  ],
);

/** Opaque bearer tokens, kept only as SHA-256 hashes. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => accounts.id),
    merchantId: integer('merchant_id').notNull(),
    site: text('site').notNull().default('player'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** A game session (site 'game'): the vendor it was made for, and the member session it came from. */
    vendorId: integer('vendor_id').references(() => vendors.id),
    parentSessionId: bigint('parent_session_id', { mode: 'bigint' }),
    /** An operator-site session: how it passed the second factor ('totp', 'recovery', 'enrol'). */
    secondFactor: text('second_factor'),
  },
  (t) => [
    uniqueIndex('sessions_token_key').on(t.tokenHash),
    index('sessions_account').on(t.accountId),
    index('sessions_parent').on(t.parentSessionId).where(sql`${t.parentSessionId} IS NOT NULL`),
    check('sessions_game_vendor', sql`(${t.site} = 'game') = (${t.vendorId} IS NOT NULL)`),
  ],
);

/** Append-only: a trigger refuses UPDATE and DELETE. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    accountId: bigint('account_id', { mode: 'bigint' }),
    event: text('event').notNull(),
    ip: text('ip'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Staff writes: what was changed, why, and its state before and after. */
    target: text('target'),
    reason: text('reason'),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
  },
  (t) => [
    index('audit_log_account').on(t.accountId, t.at),
    index('audit_log_merchant_at').on(t.merchantId, t.at),
  ],
);

/** A staff member's TOTP second factor (RFC 6238), and the last time step accepted (codes are single use). */
export const staffSecondFactors = pgTable('staff_second_factors', {
  accountId: bigint('account_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => accounts.id),
  totpSecret: text('totp_secret').notNull(),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes of a staff member, kept only as SHA-256 hashes. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => accounts.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_recovery_codes_key').on(t.accountId, t.codeHash)],
);

/** Between a staff password and its second factor: short-lived, single use, stored hashed. */
export const staffChallenges = pgTable(
  'staff_challenges',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => accounts.id),
    merchantId: integer('merchant_id').notNull(),
    /** The secret being enrolled, for a staff member without a second factor yet. */
    enrolSecret: text('enrol_secret'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_challenges_token_key').on(t.tokenHash)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    purpose: text('purpose').notNull(),
    destination: text('destination').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_lookup').on(t.merchantId, t.purpose, t.destination, t.createdAt)],
);

/** Messages the demo providers "send": readable at GET /dev/outbox. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    channel: text('channel').notNull(),
    to: text('to').notNull(),
    text: text('text').notNull(),
    code: text('code'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_to').on(t.to, t.at)],
);

/** Single-use captchas and slider challenges. */
export const humanChecks = pgTable('human_checks', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  answer: text('answer').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const payloadNonces = pgTable('payload_nonces', {
  nonce: text('nonce').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Fixed-window counters for throttles shared by every instance. */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** A ledger account: the only place a balance lives. `pending_debits` are funds held by pending transfers. */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    ownerType: text('owner_type').notNull(),
    ownerId: bigint('owner_id', { mode: 'bigint' }),
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    pendingDebits: bigint('pending_debits', { mode: 'bigint' }).notNull().default(sql`0`),
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_owner_key')
      .on(t.merchantId, t.ownerType, t.ownerId, t.kind, t.currency)
      .nullsNotDistinct(),
    check('ledger_accounts_pending_nonnegative', sql`${t.pendingDebits} >= 0`),
    check('ledger_accounts_no_overdraw', sql`${t.allowNegative} OR ${t.balance} - ${t.pendingDebits} >= 0`),
    // The money ceiling (modules/ledger/bounds.ts, migration 0019).
    check(
      'ledger_accounts_balance_bound',
      sql`${t.balance} BETWEEN -10000000000000 AND 10000000000000 AND ${t.pendingDebits} <= 10000000000000`,
    ),
  ],
);

/**
 * Immutable once settled: the id is the idempotency key. No foreign keys to the accounts: only the
 * ledger's SQL functions write here, after locking both accounts (ADR 011).
 */
export const transfers = pgTable(
  'transfers',
  {
    id: text('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    debitAccountId: bigint('debit_account_id', { mode: 'bigint' }).notNull(),
    creditAccountId: bigint('credit_account_id', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    kind: text('kind').notNull(),
    reference: text('reference'),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    check('transfers_positive', sql`${t.amount} > 0`),
    check('transfers_two_sides', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    check('transfers_status', sql`${t.status} IN ('pending', 'posted', 'voided')`),
    check('transfers_id_length', sql`length(${t.id}) BETWEEN 1 AND 255`),
    check('transfers_amount_bound', sql`${t.amount} <= 10000000000000`),
    index('transfers_debit').on(t.debitAccountId, t.createdAt),
    index('transfers_credit').on(t.creditAccountId, t.createdAt),
    // A member's deposits and refunds are few among their credits (every win is one): the loyalty job's
    // sums read these instead of every credit the member ever had (modules/loyalty/loyalty-sql.ts).
    index('transfers_deposits').on(t.creditAccountId, t.createdAt).where(sql`${t.kind} = 'deposit'`),
    index('transfers_refunds')
      .on(t.creditAccountId, t.createdAt)
      .where(sql.raw(`(kind = 'bet_rollback' OR kind LIKE '%\\_rollback')`)),
  ],
);

/** One line per side of every posted transfer, with the balance after it (the account record). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    transferId: text('transfer_id').notNull(),
    accountId: bigint('account_id', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_entries_account').on(t.accountId, t.id)],
);

/** Game vendors: third parties and the house game server, each with its own wallet mode and secret. */
export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    walletMode: text('wallet_mode').notNull().default('seamless'),
    secret: text('secret').notNull(),
    status: text('status').notNull().default('active'),
    /** How the lobby shows the studio: its logo (generated SVG) and display name. */
    displayName: text('display_name'),
    logoUrl: text('logo_url'),
    /** Launch URL template of a third-party vendor; house games launch into /seamless. */
    launchUrl: text('launch_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vendors_code_key').on(t.code)],
);

/** The merchants whose players a vendor may reach through the seamless wallet. */
export const vendorMerchants = pgTable(
  'vendor_merchants',
  {
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.merchantId] })],
);

/** Which vendors a merchant offers, in which categories (a sports book may also list e-sports). */
export const merchantVendors = pgTable(
  'merchant_vendors',
  {
    merchantId: integer('merchant_id').notNull(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    gameType: text('game_type').notNull(),
    /** GAME: the card launches one game (sports books); VASSALAGE: the card opens the studio's list. */
    isGame: text('is_game').notNull().default('VASSALAGE'),
    status: text('status').notNull().default('active'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.vendorId, t.gameType] })],
);

export const games = pgTable(
  'games',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    gameCode: text('game_code').notNull(),
    gameType: text('game_type').notNull(),
    gameClassify: text('game_classify'),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    /** Lower-case, accent-free names in every language, for search. */
    searchText: text('search_text').notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    supportPlay: smallint('support_play').notNull().default(1),
    showIcon: boolean('show_icon').notNull().default(true),
    iconUrl: text('icon_url'),
    minBet: bigint('min_bet', { mode: 'bigint' }).notNull().default(sql`10`),
    lineNum: integer('line_num').notNull().default(0),
    /** The house engine and its variant (paytable, theme) for house games. */
    engine: text('engine'),
    variant: text('variant'),
    sort: integer('sort').notNull().default(0),
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('games_vendor_code_key').on(t.vendorId, t.gameCode),
    index('games_type').on(t.gameType, t.sort),
    index('games_vendor').on(t.vendorId, t.gameType),
  ],
);

/** A merchant's own settings of a catalogue game (migration 0022): NULL keeps the game's value. */
export const merchantGames = pgTable(
  'merchant_games',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    gameId: bigint('game_id', { mode: 'bigint' })
      .notNull()
      .references(() => games.id),
    enabled: boolean('enabled'),
    isHot: boolean('is_hot'),
    sort: integer('sort'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'merchant_games_pkey', columns: [t.merchantId, t.gameId] })],
);

export const favoriteGames = pgTable(
  'favorite_games',
  {
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => accounts.id),
    gameId: bigint('game_id', { mode: 'bigint' })
      .notNull()
      .references(() => games.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.gameId] })],
);

export const recentGames = pgTable(
  'recent_games',
  {
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => accounts.id),
    gameId: bigint('game_id', { mode: 'bigint' })
      .notNull()
      .references(() => games.id),
    launchedAt: timestamp('launched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.gameId] }),
    index('recent_games_latest').on(t.accountId, t.launchedAt),
  ],
);

/** Banners, notices, popups and promotions per merchant (MCSFE_getListAnnouncements). */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    type: text('type').notNull(),
    groupName: text('group_name'),
    titles: jsonb('titles').$type<Record<string, string>>().notNull(),
    contents: jsonb('contents').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    imageUrl: text('image_url'),
    linkUrl: text('link_url'),
    promotionType: text('promotion_type'),
    execution: text('execution').notNull().default('B'),
    sort: integer('sort').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Shown on the player site; a draft written in the back office is not (migration 0022). */
    published: boolean('published').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('announcements_merchant').on(t.merchantId, t.type, t.sort)],
);

/** Every seamless-wallet call a vendor made, by its transaction id: the idempotency record. */
export const vendorTransactions = pgTable(
  'vendor_transactions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    transactionId: text('transaction_id').notNull(),
    op: text('op').notNull(),
    accountId: bigint('account_id', { mode: 'bigint' }),
    roundId: text('round_id'),
    gameCode: text('game_code'),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').notNull(),
    response: jsonb('response').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendor_transactions_key').on(t.vendorId, t.transactionId),
    index('vendor_transactions_round').on(t.roundId, t.vendorId),
    // A member's calls over a period (bonus wagering, every minute for every active bonus): without
    // it each was a sequential scan of every call ever made (migration 0038).
    index('vendor_transactions_account').on(t.accountId, t.createdAt),
  ],
);

/** Responses of money calls by Idempotency-Key, per account (or per caller for anonymous calls). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/** Deposit methods per merchant: a manual bank transfer checked by an operator, or a payment provider. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    details: jsonb('details').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    secret: text('secret'),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('payment_methods_code_key').on(t.merchantId, t.code)],
);

export const deposits = pgTable(
  'deposits',
  {
    id: text('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => accounts.id),
    methodId: integer('method_id')
      .notNull()
      .references(() => paymentMethods.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('pending'),
    reference: text('reference'),
    receiptType: text('receipt_type'),
    receipt: text('receipt'),
    providerRef: text('provider_ref'),
    reason: text('reason'),
    decidedBy: bigint('decided_by', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('deposits_account').on(t.accountId, t.createdAt),
    index('deposits_status').on(t.merchantId, t.status, t.createdAt),
    check('deposits_positive', sql`${t.amount} > 0`),
    check('deposits_status_check', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
  ],
);

/** Player deposit limits; a looser limit waits 24 hours in `pending_*` before it applies. */
export const depositLimits = pgTable(
  'deposit_limits',
  {
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => accounts.id),
    period: text('period').notNull(),
    amount: bigint('amount', { mode: 'bigint' }),
    pendingAmount: bigint('pending_amount', { mode: 'bigint' }),
    pendingRemoves: boolean('pending_removes').notNull().default(false),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.period] })],
);

export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => accounts.id),
    bankName: text('bank_name').notNull(),
    holderName: text('holder_name').notNull(),
    accountNumber: text('account_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('payout_accounts_account').on(t.accountId)],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: text('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => accounts.id),
    payoutAccountId: integer('payout_account_id')
      .notNull()
      .references(() => payoutAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('pending'),
    receiptStatus: text('receipt_status'),
    reason: text('reason'),
    decidedBy: bigint('decided_by', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    index('withdrawals_account').on(t.accountId, t.createdAt),
    index('withdrawals_status').on(t.merchantId, t.status, t.createdAt),
    check('withdrawals_positive', sql`${t.amount} > 0`),
    check('withdrawals_status_check', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
  ],
);

/** One-time tokens a game client trades for a game session (`/seamless?launch=…`). */
export const launchTokens = pgTable('launch_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  accountId: bigint('account_id', { mode: 'bigint' }).references(() => accounts.id),
  gameId: bigint('game_id', { mode: 'bigint' })
    .notNull()
    .references(() => games.id),
  /** Free trial with play money, no account needed. */
  trial: boolean('trial').notNull().default(false),
  language: text('language'),
  backUrl: text('back_url'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** A player's game session on the house game server, with its current seed pair. */
export const houseSessions = pgTable(
  'house_sessions',
  {
    id: text('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => accounts.id),
    /** The player's session token, so the seamless wallet sees the same live session. */
    playerTokenHash: text('player_token_hash'),
    gameId: bigint('game_id', { mode: 'bigint' })
      .notNull()
      .references(() => games.id),
    trial: boolean('trial').notNull().default(false),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('house_sessions_account').on(t.accountId)],
);

/** Every round: bet, outcome, win, the seeds that made it and the wallet transactions that paid it. */
export const houseRounds = pgTable(
  'house_rounds',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => houseSessions.id),
    merchantId: integer('merchant_id').notNull(),
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => accounts.id),
    gameId: bigint('game_id', { mode: 'bigint' })
      .notNull()
      .references(() => games.id),
    engine: text('engine').notNull(),
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull().default(sql`0`),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    outcome: jsonb('outcome').$type<Record<string, unknown>>(),
    state: text('state').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    debitTx: text('debit_tx'),
    creditTx: text('credit_tx'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('house_rounds_account').on(t.accountId, t.createdAt),
    index('house_rounds_open').on(t.state).where(sql`${t.state} IN ('open', 'debited')`),
    /** Crash: one bet per player per shared round (the round's hash); a refused bet may be placed again. */
    uniqueIndex('house_rounds_crash_bet')
      .on(t.serverSeedHash, t.accountId)
      .where(sql`${t.engine} = 'crash' AND ${t.state} <> 'refused'`),
  ],
);

/** Server seeds revealed by rotation, so every past round can be recomputed. */
export const houseRevealedSeeds = pgTable('house_revealed_seeds', {
  serverSeedHash: text('server_seed_hash').primaryKey(),
  serverSeed: text('server_seed').notNull(),
  revealedAt: timestamp('revealed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A crash game's shared rounds for one merchant: the hash chain its rounds are drawn from (the chain
 * seed stays secret; its commitment and salt are public) and the lease of the instance running them.
 */
export const crashGames = pgTable(
  'crash_games',
  {
    merchantId: integer('merchant_id').notNull(),
    gameId: bigint('game_id', { mode: 'bigint' })
      .notNull()
      .references(() => games.id),
    /** The chain's secret end: round i of the chain plays SHA-256^(length - i)(chainSeed). */
    chainSeed: text('chain_seed').notNull(),
    chainLength: integer('chain_length').notNull(),
    /** SHA-256^length(chainSeed), the hash of the chain's first round: public from the start. */
    chainCommitment: text('chain_commitment').notNull(),
    salt: text('salt').notNull(),
    /** Rounds of the chain drawn so far. */
    chainIndex: integer('chain_index').notNull().default(0),
    roundNo: integer('round_no').notNull().default(0),
    leaderId: text('leader_id'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.gameId] })],
);

/** One shared crash round: its seed and crash point stay secret until it crashes. */
export const crashRounds = pgTable(
  'crash_rounds',
  {
    id: text('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    gameId: bigint('game_id', { mode: 'bigint' })
      .notNull()
      .references(() => games.id),
    roundNo: integer('round_no').notNull(),
    /** SHA-256 of the seed, published before betting (and the seed of the round before, in a chain). */
    hash: text('hash').notNull(),
    seed: text('seed').notNull(),
    salt: text('salt').notNull(),
    /** Hundredths: 245 is ×2.45. */
    crashPoint: integer('crash_point').notNull(),
    phase: text('phase').notNull(),
    bettingEndsAt: timestamp('betting_ends_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    crashAt: timestamp('crash_at', { withTimezone: true }),
    crashedAt: timestamp('crashed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('crash_rounds_game_no').on(t.merchantId, t.gameId, t.roundNo),
    index('crash_rounds_unfinished').on(t.phase).where(sql`${t.phase} IN ('betting', 'flying')`),
    check('crash_rounds_phase', sql`${t.phase} IN ('betting', 'flying', 'crashed', 'void')`),
  ],
);

/**
 * Operator balance adjustments: above the approval threshold one waits as `pending` until another
 * staff member approves it; it then posts once as the ledger transfer `adjustment:<id>`.
 */
export const operatorAdjustments = pgTable(
  'operator_adjustments',
  {
    id: text('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => accounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull(),
    requestedBy: bigint('requested_by', { mode: 'bigint' }).notNull(),
    requestKey: text('request_key').notNull(),
    decidedBy: bigint('decided_by', { mode: 'bigint' }),
    decisionReason: text('decision_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    unique('operator_adjustments_request_key').on(t.merchantId, t.requestedBy, t.requestKey),
    index('operator_adjustments_status').on(t.merchantId, t.status, t.createdAt),
    check('operator_adjustments_nonzero', sql`${t.amount} <> 0`),
    check('operator_adjustments_status_check', sql`${t.status} IN ('pending', 'posted', 'rejected')`),
  ],
);

/** Back office: staff notes on a player's account (migration 0021). */
export const opsPlayerNotes = pgTable(
  'ops_player_notes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => accounts.id),
    staffId: bigint('staff_id', { mode: 'bigint' })
      .notNull()
      .references(() => accounts.id),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ops_player_notes_account').on(t.accountId, t.createdAt)],
);
