import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

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
  DEMO: flag,
  CHALLENGE: z.enum(['slider', 'off']).default('slider'),
  MAINTENANCE: flag,
  BLOCKED_IPS: cidrList,
  TRUST_PROXY: cidrList,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
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
  demo: boolean;
  challenge: 'slider' | 'off';
  maintenance: boolean;
  blockedIps: string[];
  trustProxy: string[];
  logLevel: string;
  webDist: string;
  bodyLimit: number;
  dbPoolSize: number;
  demoCatalogSize: number;
};

/** The only reader of process.env: turns the environment into a typed, validated config. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    redisUrl: e.REDIS_URL,
    demo: e.DEMO,
    challenge: e.CHALLENGE,
    maintenance: e.MAINTENANCE,
    blockedIps: e.BLOCKED_IPS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    bodyLimit: e.BODY_LIMIT,
    dbPoolSize: e.DB_POOL_SIZE,
    demoCatalogSize: e.DEMO_CATALOG_SIZE,
  };
}
