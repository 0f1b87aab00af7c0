import crypto from 'node:crypto';
import fs from 'node:fs';
import v8 from 'node:v8';
import vm from 'node:vm';
import { encryptPayload } from '@crupier/contract/seal';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { queryRows } from '@/db/client';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { bearer, call, freshIp, openStaffSession, tokenFor } from '@/test/client';
import {
  type FuzzContext,
  type FuzzRequest,
  fuzzRequest,
  type Operation,
  operationsOf,
  positions,
  Rng,
  setAt,
  valueFor,
} from '@/test/openapi-fuzz';
import { createTestApp } from '@/test/test-app';

/**
 * The fuzz suite (issue "hardening"): FUZZ_REQUESTS (default 10,000) mutated requests over every
 * operation the OpenAPI document lists at run time, from seed FUZZ_SEED. No answer may be a 5xx, every
 * answer is the JSON envelope, the server answers after, and the heap stays bounded.
 */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const IN_FLIGHT = 4;
/** Staff calls that close the site to everyone (maintenance, region blocks): fuzzed without a session. */
const SITE_SWITCHES = new Set(['PUT /ops/brand/access']);
const BATCH = 500;
const MEMBERS = ['jugador1', 'cliente1', 'cliente2', 'cliente3'];

type Failure = {
  index: number;
  method: string;
  url: string;
  mutations: string[];
  status: number;
  body: string;
  error?: string;
};

let app: App;
let operations: Operation[];
let cryptoKey: { keyId: string; publicKey: string };
const encrypted = new Set<Operation>();
const vendorSecrets: { code: string; secret: string }[] = [];
let webhookSecret: string | undefined;
const context: FuzzContext = { tokens: {}, hints: {} };
/** The server-side error behind each 5xx, by request id, for the failure report. */
const serverErrors = new Map<string, string>();

/** Forces a full collection without --expose-gc, so heap figures compare like with like. */
const gc: () => void = (() => {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
})();

async function memberToken(): Promise<string | undefined> {
  for (const username of MEMBERS) {
    try {
      return await tokenFor(app, username, DEMO_PASSWORD, { ip: freshIp() });
    } catch {
      // This member's password was changed or the account locked by an earlier fuzzed call: next one.
    }
  }
  return undefined;
}

const staffToken = () => openStaffSession(app);

/** A game token of the demo vendor's game, launched as the member (absent if the catalogue has none). */
async function gameToken(member: string): Promise<string | undefined> {
  const list = await call(
    app,
    {},
    {
      method: 'POST',
      url: '/wps/relay/GCSGAME_gameList',
      payload: { gameType: 'PVP', vassalage: 'DEMOV' },
    },
  );
  const nodeId = list.json().value?.games?.[0]?.nodeId;
  if (!nodeId) return undefined;
  const launch = await call(
    app,
    {},
    {
      method: 'POST',
      url: '/wps/game/launchGame',
      payload: { nodeId },
      headers: bearer(member),
    },
  );
  const url = launch.json().value?.url;
  return typeof url === 'string'
    ? (new URL(url, 'http://x').searchParams.get('playerToken') ?? undefined)
    : undefined;
}

async function refreshTokens() {
  const member = await memberToken();
  const game = member ? await gameToken(member) : undefined;
  context.tokens = { member, staff: await staffToken(), game };
  context.hints = {
    ...context.hints,
    playerToken: [game, member].filter((t): t is string => Boolean(t)),
    launchToken: [game ?? 'x'.repeat(16)],
  };
}

async function findsEncrypted(op: Operation): Promise<boolean> {
  if (!op.body || op.method === 'GET') return false;
  const res = await call(app, { ip: freshIp() }, { method: op.method, url: op.path, payload: {} });
  return res.statusCode === 400 && res.json().code === 'encryption_required';
}

beforeAll(async () => {
  // No web build: a mutated path that leaves the API (`/ops/x/../../etc`) gets the 404 envelope rather
  // than the app's page, whether or not apps/web/dist exists on this machine.
  app = await createTestApp({ webDist: '/nonexistent-web-build' }, (instance) => {
    instance.addHook('onError', async (request, _reply, error) => {
      serverErrors.set(request.id, (error.stack ?? String(error)).split('\n').slice(0, 4).join(' | '));
    });
  });
  operations = operationsOf((await app.inject({ url: '/docs/json' })).json());
  cryptoKey = (await app.inject({ url: '/wps/system/crypto' })).json().value;
  for (const op of operations) if (await findsEncrypted(op)) encrypted.add(op);
  vendorSecrets.push(
    ...(await queryRows<{ code: string; secret: string }>(
      app.services.db,
      sql`SELECT code, secret FROM vendors`,
    )),
  );
  const [method] = await queryRows<{ secret: string }>(
    app.services.db,
    sql`SELECT secret FROM payment_methods WHERE secret IS NOT NULL LIMIT 1`,
  );
  webhookSecret = method?.secret;
  const games = await call(
    app,
    {},
    { method: 'POST', url: '/wps/relay/GCSGAME_gameList', payload: { gameType: 'RNG' } },
  );
  context.hints = {
    vendorCode: vendorSecrets.map((v) => v.code),
    vassalage: vendorSecrets.map((v) => v.code),
    nodeId: (games.json().value?.games ?? []).slice(0, 5).map((g: { nodeId: string }) => g.nodeId),
    username: ['jugador2', 'agente2', 'nuevo1'],
    targetUsername: ['jugador2', 'cliente1'],
    amount: ['1.00', '0.01', '10.50', '999999999999999.99'],
    paymentPassword: ['123456'],
    from: ['MAIN', 'DEMOT'],
    to: ['MAIN', 'DEMOT'],
    gameType: ['RNG', 'LIVE', 'PVP'],
  };
  await refreshTokens();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

const hmac = (secret: string, raw: string | Buffer) =>
  crypto.createHmac('sha256', secret).update(raw).digest('hex');

/** What a real client adds: sealing for encrypted calls, a vendor's or the provider's signature. */
async function dress(op: Operation, request: FuzzRequest, rng: Rng): Promise<FuzzRequest> {
  if (SITE_SWITCHES.has(`${op.method} ${op.path}`)) {
    // Closing the whole site answers 503 to everything after it; brand.test.ts covers these switches.
    const { authorization: _, ...headers } = request.headers as Record<string, string>;
    return { ...request, headers };
  }
  const plainJson = typeof request.payload === 'string' && request.payload === JSON.stringify(request.json);
  if (encrypted.has(op) && plainJson && rng.chance(0.7) && typeof request.json === 'object' && request.json) {
    const sealed = await encryptPayload(cryptoKey, request.json as Record<string, unknown>);
    return { ...request, payload: JSON.stringify(sealed) };
  }
  if (op.path.startsWith('/vendor/') && vendorSecrets.length > 0 && rng.chance(0.7)) {
    const vendor = rng.pick(vendorSecrets);
    const url = request.url.replace(/^\/vendor\/[^/]*\//, `/vendor/${vendor.code}/`);
    const headers = { ...request.headers, 'x-signature': hmac(vendor.secret, request.payload ?? '') };
    return { ...request, url, headers };
  }
  if (op.path === '/wps/payments/webhook/sandbox' && webhookSecret && rng.chance(0.7)) {
    return {
      ...request,
      headers: { ...request.headers, 'x-signature': hmac(webhookSecret, request.payload ?? '') },
    };
  }
  return request;
}

/** The envelope of the contract, or why not. */
function envelopeProblem(status: number, contentType: string, body: string, method: string): string | null {
  if (method === 'HEAD' || status === 204) return null;
  if (!contentType.includes('application/json')) return `not JSON (${contentType || 'no content-type'})`;
  let parsed: { success?: unknown; code?: unknown; message?: unknown; value?: unknown };
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'body is not JSON';
  }
  if (status >= 400) {
    const ok =
      parsed.success === false && typeof parsed.code === 'string' && typeof parsed.message === 'string';
    return ok ? null : 'error without the error envelope';
  }
  return parsed.success === true && 'value' in parsed ? null : 'success without the envelope';
}

describe(`fuzzing every OpenAPI operation (${REQUESTS} requests, seed ${SEED})`, () => {
  it('never answers 5xx, always answers the envelope, stays up and bounded', async () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(context.tokens.member, 'a demo member signs in').toBeDefined();
    expect(context.tokens.staff, 'a staff session opens').toBeDefined();
    const failures: Failure[] = [];
    const notEnvelope: (Failure & { problem: string })[] = [];
    const perOperation = new Map<Operation, number>();
    const msPerOperation = new Map<string, number>();
    const statuses = new Map<number, number>();
    let clientRefused = 0;
    let heapAfterWarmUp = 0;
    let rssAfterWarmUp = 0;
    const started = Date.now();

    async function one(index: number) {
      const rng = new Rng(SEED ^ Math.imul(index + 1, 0x9e3779b1));
      const op = operations[index % operations.length] as Operation;
      const began = performance.now();
      const request = await dress(op, fuzzRequest(op, rng, context), rng);
      perOperation.set(op, (perOperation.get(op) ?? 0) + 1);
      let res: Awaited<ReturnType<App['inject']>>;
      try {
        res = await app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: request.headers,
          ...(request.payload !== undefined ? { payload: request.payload } : {}),
          remoteAddress: `10.${64 + (index % 32)}.${rng.int(250)}.${1 + rng.int(250)}`,
        });
      } catch {
        clientRefused++; // the inject client itself refused to send it (e.g. a header no HTTP could carry)
        return;
      }
      const key = `${op.method} ${op.path}`;
      msPerOperation.set(key, (msPerOperation.get(key) ?? 0) + performance.now() - began);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const seen = {
        index,
        method: request.method,
        url: request.url.slice(0, 160),
        mutations: request.mutations,
        status: res.statusCode,
        body: res.body.slice(0, 300),
      };
      if (res.statusCode >= 500)
        failures.push({ ...seen, error: serverErrors.get(String(res.headers['x-request-id'])) });
      const problem = envelopeProblem(
        res.statusCode,
        String(res.headers['content-type'] ?? ''),
        res.body,
        request.method,
      );
      if (problem) notEnvelope.push({ ...seen, problem });
    }

    for (let start = 0; start < REQUESTS; start += BATCH) {
      const end = Math.min(start + BATCH, REQUESTS);
      let next = start;
      await Promise.all(
        Array.from({ length: IN_FLIGHT }, async () => {
          while (next < end) await one(next++);
        }),
      );
      if (start === 0) {
        gc();
        heapAfterWarmUp = process.memoryUsage().heapUsed;
        rssAfterWarmUp = process.memoryUsage().rss;
      }
      await refreshTokens();
    }
    const seconds = (Date.now() - started) / 1000;

    const health = await app.inject({ url: '/wps/system/status' });
    gc();
    const { heapUsed, rss } = process.memoryUsage();
    const mb = (n: number) => Math.round(n / 1024 / 1024);
    console.info(
      `fuzz: ${REQUESTS} requests over ${operations.length} operations in ${seconds.toFixed(1)} s ` +
        `(${Math.round(REQUESTS / seconds)}/s), ${encrypted.size} encrypted; statuses ${JSON.stringify(
          Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])),
        )}; not sent by the client ${clientRefused}; heap ${mb(heapAfterWarmUp)} → ${mb(heapUsed)} MB, rss ${mb(
          rssAfterWarmUp,
        )} → ${mb(rss)} MB`,
    );

    const slowest = [...msPerOperation].sort((a, b) => b[1] - a[1]).slice(0, 6);
    console.info(
      `fuzz: slowest operations (ms in total) ${slowest.map(([k, ms]) => `${k} ${Math.round(ms)}`).join(', ')}`,
    );

    // `npm run audit:security` reads these figures into docs/security.md.
    if (process.env.FUZZ_STATS_FILE) {
      const stats = {
        requests: REQUESTS,
        routes: operations.length,
        statuses: Object.fromEntries(statuses),
        serverErrors: failures.length,
        notEnvelope: notEnvelope.length,
        heapMbBefore: mb(heapAfterWarmUp),
        heapMbAfter: mb(heapUsed),
        seconds: Math.round(seconds),
      };
      fs.writeFileSync(process.env.FUZZ_STATS_FILE, JSON.stringify(stats));
    }
    expect(failures, JSON.stringify(failures.slice(0, 15), null, 1)).toEqual([]);
    expect(notEnvelope, JSON.stringify(notEnvelope.slice(0, 15), null, 1)).toEqual([]);
    expect(health.statusCode).toBe(200);
    expect(health.json().success).toBe(true);
    for (const op of operations)
      expect(perOperation.get(op) ?? 0, `${op.method} ${op.path}`).toBeGreaterThan(0);
    expect(clientRefused).toBeLessThan(REQUESTS / 10);
    expect(heapUsed - heapAfterWarmUp).toBeLessThan(128 * 1024 * 1024);
    expect(rss - rssAfterWarmUp).toBeLessThan(768 * 1024 * 1024);
  }, 600_000);

  it('refuses NUL and lone surrogates in every string position of every operation with 400 invalid_input', async () => {
    const UNSAFE = ['a\u0000b', '\uD800x'];
    const wrong: string[] = [];
    let sent = 0;
    let refusedBeforeBody = 0;
    /** 400 invalid_input; a body may also be refused unread by the route's sign-in check (401/403). */
    async function expectRefused(label: string, request: FuzzRequest, inBody = false) {
      sent++;
      const res = await app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
        remoteAddress: freshIp(),
      });
      const code = res.headers['content-type']?.toString().includes('json') ? res.json().code : undefined;
      if (inBody && (res.statusCode === 401 || res.statusCode === 403)) refusedBeforeBody++;
      else if (res.statusCode !== 400 || code !== 'invalid_input')
        wrong.push(`${label}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    for (const [n, op] of operations.entries()) {
      const rng = new Rng(SEED + n);
      // Signed in as whom the route serves, so the body is read: staff on /ops, a member elsewhere.
      const token = op.path.startsWith('/ops/') ? context.tokens.staff : context.tokens.member;
      const base = (): FuzzRequest => {
        const request = fuzzRequest(op, rng, context, false);
        return { ...request, headers: { ...request.headers, ...(token ? bearer(token) : {}) } };
      };
      const label = (where: string) => `${op.method} ${op.path} ${where}`;
      for (const p of op.parameters.filter((p) => p.in !== 'cookie')) {
        for (const [i, value] of ['%00', '%ED%A0%80', 'a\u0000b'].entries()) {
          if (p.in === 'header' && i < 2) continue;
          const fresh = base();
          const raw = String(valueFor(p.schema, rng));
          if (p.in === 'path')
            fresh.url = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => (name === p.name ? value : raw));
          if (p.in === 'query') fresh.url = `${op.path.replace(/\{[^}]+\}/g, 'x')}?${p.name}=${value}`;
          if (p.in === 'header') fresh.headers = { ...fresh.headers, [p.name]: value };
          await expectRefused(label(`${p.in} ${p.name}=${JSON.stringify(value)}`), {
            ...fresh,
            mutations: [],
          });
        }
      }
      if (!op.body) continue;
      const bodies = [0, 1, 2].map(() => valueFor(op.body, rng, context.hints));
      const spots = new Map<string, { body: unknown; spot: (string | number)[] }>();
      for (const body of bodies) {
        for (const spot of positions(body)) {
          let leaf: unknown = body;
          for (const step of spot) leaf = (leaf as Record<string | number, unknown>)[step];
          if (typeof leaf === 'string') spots.set(spot.join('.'), { body, spot });
        }
      }
      for (const [name, { body, spot }] of spots) {
        for (const value of UNSAFE) {
          const json = setAt(structuredClone(body), spot, value);
          const fresh = { ...base(), json, payload: JSON.stringify(json) };
          fresh.headers = { ...fresh.headers, 'content-type': 'application/json' };
          await expectRefused(label(`body ${name}=${JSON.stringify(value)}`), fresh, true);
          if (encrypted.has(op)) {
            const sealed = await encryptPayload(cryptoKey, json as Record<string, unknown>);
            await expectRefused(
              label(`sealed ${name}=${JSON.stringify(value)}`),
              {
                ...fresh,
                payload: JSON.stringify(sealed),
              },
              true,
            );
          }
        }
      }
    }
    console.info(
      `fuzz: ${sent} requests with NUL or a lone surrogate in every string position, ` +
        `${refusedBeforeBody} of them refused unread by a sign-in check`,
    );
    expect(wrong).toEqual([]);
    expect(sent).toBeGreaterThan(operations.length);
    expect(refusedBeforeBody).toBeLessThan(sent / 4);
  }, 300_000);
});
