import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

const flagValue = z.enum(['0', '1', 'true', 'false', '']).optional();
const flag = flagValue.transform((v) => v === '1' || v === 'true');
/** A flag that may be absent: `undefined` when not set (or empty), so a default can step in. */
const optionalFlag = flagValue.transform((v) =>
  v === undefined || v === '' ? undefined : v === '1' || v === 'true',
);

const cidrList = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const ranges = (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    for (const range of ranges) {
      if (!isCidrOrIp(range)) ctx.addIssue({ code: 'custom', message: `not a CIDR range: ${range}` });
    }
    return ranges;
  });

function isCidrOrIp(value: string): boolean {
  try {
    if (value.includes('/')) ipaddr.parseCIDR(value);
    else ipaddr.parse(value);
    return true;
  } catch {
    return false;
  }
}

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  REDIS_URL: z.string().url().optional(),
  REDIS_PREFIX: z.string().max(64).default('crupier:'),
  NODE_ENV: z.string().optional(),
  DEMO: optionalFlag,
  DEMO_DEFAULT: flag,
  CHALLENGE: z.enum(['slider', 'off']).default('slider'),
  MAINTENANCE: flag,
  BLOCKED_IPS: cidrList,
  TRUST_PROXY: cidrList,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  SERVER_RENDER: optionalFlag,
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DEMO_CATALOG_SIZE: z.coerce.number().int().min(500).max(100_000).default(2_400),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  /** Starts every Redis key and channel, so deployments (or test runs) can share one Redis. */
  redisPrefix: string;
  /** NODE_ENV=production: demo mode only when DEMO=1 is set explicitly. */
  production: boolean;
  demo: boolean;
  challenge: 'slider' | 'off';
  maintenance: boolean;
  blockedIps: string[];
  trustProxy: string[];
  logLevel: string;
  webDist: string;
  /** Guest pages carry their first screen rendered on the server (ADR 029, ADR 030); on unless `SERVER_RENDER=0`. */
  serverRender: boolean;
  bodyLimit: number;
  dbPoolSize: number;
  demoCatalogSize: number;
};

/**
 * Demo mode (seed, `/dev/*`, `/sandbox-pay/*`): an explicit `DEMO` wins; otherwise `DEMO_DEFAULT`, the
 * default `npm start` passes so that it is a one-command demo on a developer's machine, counts only
 * outside NODE_ENV=production. A production start is never a demo unless its operator says `DEMO=1`.
 */
export function demoMode(e: { production: boolean; demo: boolean | undefined; demoDefault: boolean }) {
  if (e.demo !== undefined) return e.demo;
  return e.demoDefault && !e.production;
}

/** The only reader of process.env: turns the environment into a typed, validated config. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    production,
    demo: demoMode({ production, demo: e.DEMO, demoDefault: e.DEMO_DEFAULT }),
    challenge: e.CHALLENGE,
    maintenance: e.MAINTENANCE,
    blockedIps: e.BLOCKED_IPS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    serverRender: e.SERVER_RENDER ?? true,
    bodyLimit: e.BODY_LIMIT,
    dbPoolSize: e.DB_POOL_SIZE,
    demoCatalogSize: e.DEMO_CATALOG_SIZE,
  };
}
