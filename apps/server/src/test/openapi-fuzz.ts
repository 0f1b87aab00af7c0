import fc from 'fast-check';

/**
 * Mutated requests generated from the OpenAPI document (the fuzz suite, platform/openapi.fuzz.test.ts).
 * A request starts from a value that fits the operation's schemas and then gets mutations: wrong
 * types, huge sizes, odd encodings, NUL and lone surrogates in every string position, deep JSON,
 * prototype keys, other content types. Everything is drawn from one seeded generator: a seed replays.
 */

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  required?: string[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  $ref?: string;
};

type Parameter = {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
  required?: boolean;
};

export type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
};

export type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** Raw payload: a string or bytes (exact bytes matter for signatures and encodings). */
  payload?: string | Buffer;
  /** The JSON body before encoding, when it is one (for sealing and signing). */
  json?: unknown;
  mutations: string[];
};

/** Operations of an OpenAPI 3 document, `$ref`s resolved. */
export function operationsOf(doc: {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}): Operation[] {
  const resolve = (schema: JsonSchema | undefined, depth = 0): JsonSchema | undefined => {
    if (!schema || depth > 20) return schema;
    if (schema.$ref) return resolve(doc.components?.schemas?.[schema.$ref.split('/').pop() ?? ''], depth + 1);
    return schema;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const body = op.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters ?? []).map((p) => ({ ...p, schema: resolve(p.schema) })),
        body: resolve(body),
      });
    }
  }
  return operations;
}

/** A small seeded generator (mulberry32): the same seed gives the same requests. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }
}

const patternPool = new Map<string, string[]>();
/** Strings matching a schema's pattern, drawn once per pattern by fast-check with a fixed seed. */
function matching(pattern: string, rng: Rng): string {
  let pool = patternPool.get(pattern);
  if (!pool) {
    try {
      pool = fc.sample(fc.stringMatching(new RegExp(pattern)), { seed: 2026, numRuns: 24 });
    } catch {
      pool = ['x'];
    }
    patternPool.set(pattern, pool);
  }
  return rng.pick(pool);
}

const WORDS = ['jugador2', 'agente2', 'nuevo1', 'Demo1234', '123456', 'DEMOV', 'demo', 'es'];
const TYPED = ['José Ñúñez', '東京', 'مرحبا', '🎰🃏', 'e\u0301', 'ＡＢＣ', '\u202eabc', 'a\u200bb'];

function fitLength(value: string, schema: JsonSchema): string {
  let out = value;
  const min = schema.minLength ?? 0;
  while (out.length < min) out += 'x';
  if (schema.maxLength !== undefined && out.length > schema.maxLength) out = out.slice(0, schema.maxLength);
  return out;
}

/** Real values by field name (a member's game token, a demo username, a game's node id…), to get deeper. */
export type Hints = Record<string, readonly string[]>;

/** A value that fits `schema` as well as this generator can tell (patterns, enums, bounds, required). */
export function valueFor(schema: JsonSchema | undefined, rng: Rng, hints: Hints = {}, depth = 0): unknown {
  if (!schema || depth > 8) return rng.pick(WORDS);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return rng.pick(schema.enum);
  const union = schema.oneOf ?? schema.anyOf;
  if (union && union.length > 0) return valueFor(rng.pick(union), rng, hints, depth + 1);
  if (schema.allOf && schema.allOf.length > 0) return valueFor(schema.allOf[0], rng, hints, depth + 1);
  const type = Array.isArray(schema.type) ? rng.pick(schema.type.filter((t) => t !== 'null')) : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'uuid') return crypto.randomUUID();
      if (schema.pattern) return matching(schema.pattern, rng);
      if (schema.default !== undefined && rng.chance(0.3)) return schema.default;
      return fitLength(rng.chance(0.8) ? rng.pick(WORDS) : rng.pick(TYPED), schema);
    }
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? 0, -1e6);
      const max = Math.min(schema.maximum ?? min + 100, min + 1e6);
      const n = min + rng.next() * (max - min);
      return type === 'integer' ? Math.round(n) : Math.round(n * 100) / 100;
    }
    case 'boolean':
      return rng.chance(0.5);
    case 'null':
      return null;
    case 'array': {
      if (Array.isArray(schema.items) || schema.prefixItems) {
        return (schema.prefixItems ?? (schema.items as JsonSchema[])).map((s) =>
          valueFor(s, rng, hints, depth + 1),
        );
      }
      const count = Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, rng.int(3)));
      return Array.from({ length: count }, () => valueFor(schema.items as JsonSchema, rng, hints, depth + 1));
    }
    default: {
      if (!schema.properties && !schema.additionalProperties) return type === 'object' ? {} : rng.pick(WORDS);
      const out: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [key, value] of Object.entries(schema.properties ?? {})) {
        if (!required.has(key) && !rng.chance(0.6)) continue;
        const known = hints[key];
        out[key] = known && rng.chance(0.6) ? rng.pick(known) : valueFor(value, rng, hints, depth + 1);
      }
      if (typeof schema.additionalProperties === 'object' && rng.chance(0.5)) {
        out[rng.pick(['mines', 'target', 'autoCashout', 'k'])] = valueFor(
          schema.additionalProperties,
          rng,
          hints,
          depth + 1,
        );
      }
      return out;
    }
  }
}

// Mutant values. Big ones are made once and shared.
const HUGE = 'A'.repeat(200_000);
const HUGE_UNICODE = '🎰'.repeat(60_000);
const COMBINING = `a${'\u0301'.repeat(5_000)}`;
const deepArray = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
const deepObject = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
const DEEP_JSON = [
  deepArray(64),
  deepArray(5_000),
  deepArray(200_000),
  deepObject(5_000),
  deepObject(100_000),
];
const OVER_LIMIT = `{"a":"${'B'.repeat(1_200_000)}"}`;

const UNSAFE_STRINGS = ['\u0000', 'a\u0000b', '\uD800', 'x\uDFFF', '\uDBFF\u0000', '🎰\uD83D', '\uDC00🃏'];
const ODD_STRINGS = [
  '',
  ' ',
  HUGE,
  HUGE_UNICODE,
  COMBINING,
  '%00',
  '%ED%A0%80',
  '%C0%80',
  '%FF%FE',
  '%',
  '%%41',
  '../../../../etc/passwd',
  '..%2f..%2f',
  "' OR 1=1 --",
  '"; DROP TABLE accounts; --',
  '<script>alert(1)</script>',
  '$\u{7b}7*7}{{7*7}}',
  '\u202e\u200b\uFEFF',
  'NaN',
  'Infinity',
  '-0',
  '1e999',
  '99999999999999999999999.99',
  '-1.00',
  '0.001',
  '__proto__',
  'constructor',
  ...TYPED,
];
const ODD_VALUES: unknown[] = [
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  false,
  null,
  [],
  {},
  [1, 'a', null],
  { a: 1 },
  Array.from({ length: 5_000 }, (_, i) => i),
  { __proto__: { admin: true } },
];
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString'];

/** Any value a client could put where a value goes. */
export function mutantValue(rng: Rng): unknown {
  const roll = rng.next();
  if (roll < 0.35) return rng.pick(UNSAFE_STRINGS);
  if (roll < 0.7) return rng.pick(ODD_STRINGS);
  const value = rng.pick(ODD_VALUES);
  // A copy: mutations write into the value, and the pool is shared.
  return typeof value === 'object' && value !== null ? structuredClone(value) : value;
}

/** A string for a URL, header or form position: percent-encoded or raw, unsafe or odd. */
function mutantText(rng: Rng): string {
  const value = mutantValue(rng);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const short = text.length > 9_000 ? text.slice(0, 9_000) : text;
  return rng.chance(0.5) ? encodeLoosely(short) : short;
}

/** Percent-encodes as a client might, keeping lone surrogates and NUL as `%00` (no throwing). */
function encodeLoosely(value: string): string {
  let out = '';
  for (const char of value) {
    try {
      out += encodeURIComponent(char);
    } catch {
      out += '%ED%A0%80';
    }
  }
  return out;
}

/** Paths into an object: every place a mutant value can go. */
export function positions(
  value: unknown,
  path: (string | number)[] = [],
  out: (string | number)[][] = [],
  depth = 0,
) {
  out.push(path);
  if (depth > 6) return out;
  if (Array.isArray(value)) {
    for (let i = 0; i < Math.min(value.length, 8); i++) positions(value[i], [...path, i], out, depth + 1);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value).slice(0, 16)) positions(v, [...path, k], out, depth + 1);
  }
  return out;
}

export function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const container = (root && typeof root === 'object' ? root : {}) as Record<string | number, unknown>;
  Object.defineProperty(container, head as string, {
    value: setAt(container[head as string], rest, value),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return container;
}

export const AUTH_KINDS = ['none', 'member', 'staff', 'game', 'garbage', 'foreign'] as const;
export type Tokens = { member?: string; staff?: string; game?: string };
export type FuzzContext = { tokens: Tokens; hints: Hints };

function authHeader(rng: Rng, tokens: Tokens): string | undefined {
  switch (rng.pick(AUTH_KINDS)) {
    case 'none':
      return undefined;
    case 'member':
      return tokens.member ? `Bearer ${tokens.member}` : undefined;
    case 'staff':
      return tokens.staff ? `Bearer ${tokens.staff}` : undefined;
    case 'game':
      return tokens.game ? `Bearer ${tokens.game}` : undefined;
    case 'garbage':
      return rng.pick([
        'Bearer ',
        'Bearer x',
        'Basic dXNlcjpwYXNz',
        `Bearer ${'a'.repeat(8_000)}`,
        'Bearer a\u0000b',
        'Bearer %00',
        'bearer',
        `Bearer ${tokens.member ?? 'x'}x`,
        `Bearer ${tokens.member ?? 'x'} ${tokens.staff ?? 'y'}`,
      ]);
    default:
      // A real token of one kind sent where another is expected happens above; here one is truncated.
      return `Bearer ${(tokens.member ?? 'token').slice(0, 20)}`;
  }
}

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/xml',
  'application/json;;',
  'application/vnd.api+json',
];
const BAD_JSON = [
  '{"a":',
  '',
  'null',
  '[]',
  '"x"',
  '123',
  'true',
  '{"a":1,"a":2}',
  '\uFEFF{}',
  '{a:1}',
  '{"a":"\\ud800"}',
];

/** One fuzzed request for `op`. */
export function fuzzRequest(
  op: Operation,
  rng: Rng,
  { tokens, hints }: FuzzContext,
  mutate = true,
): FuzzRequest {
  const mutations: string[] = [];
  const pathValues: Record<string, string> = {};
  const query: [string, string][] = [];
  const headers: Record<string, string> = {};
  for (const p of op.parameters) {
    if (!p.required && rng.chance(0.4)) continue;
    const known = hints[p.name];
    const value = String(known && rng.chance(0.6) ? rng.pick(known) : valueFor(p.schema, rng, hints));
    if (p.in === 'path') pathValues[p.name] = encodeURIComponent(value);
    else if (p.in === 'query') query.push([p.name, encodeURIComponent(value)]);
    else if (p.in === 'header') headers[p.name] = value.replace(/[^\x20-\x7e]/g, 'x');
  }
  let json: unknown = op.body ? valueFor(op.body, rng, hints) : undefined;
  let payload: string | Buffer | undefined;
  let method = op.method;

  const count = !mutate || rng.chance(0.15) ? 0 : 1 + rng.int(3);
  for (let i = 0; i < count; i++) {
    const kind = rng.pick([
      'path',
      'query',
      'header',
      'body',
      'body',
      'body',
      'proto',
      'deep',
      'raw',
      'type',
      'extra',
      'method',
    ]);
    mutations.push(kind);
    const pathNames = Object.keys(pathValues);
    if (kind === 'path' && pathNames.length > 0) pathValues[rng.pick(pathNames)] = mutantText(rng);
    else if (kind === 'query') {
      const name =
        query.length > 0 && rng.chance(0.7) ? rng.pick(query)[0] : rng.pick(['lang', 'x', 'pageNo']);
      query.push([name, mutantText(rng)]);
    } else if (kind === 'header') {
      const name =
        Object.keys(headers)[0] ??
        rng.pick(['merchant', 'idempotency-key', 'accept-language', 'x-signature']);
      headers[name] = rng.pick(['\u0000', 'a\u0000', 'x'.repeat(9_000), '%00', '', 'lucky', 'demo', 'nope']);
    } else if (kind === 'body') {
      const spots = positions(json);
      json = setAt(json, rng.pick(spots), mutantValue(rng));
    } else if (kind === 'proto') {
      const spots = positions(json).filter((p) => p.length < 3);
      const inner = rng.chance(0.5) ? { isAdmin: true, polluted: 1 } : { prototype: { polluted: 1 } };
      json = setAt(json, [...rng.pick(spots), rng.pick(PROTO_KEYS)], inner);
    } else if (kind === 'deep') payload = rng.pick(DEEP_JSON);
    else if (kind === 'raw') {
      payload = rng.pick([
        ...BAD_JSON,
        OVER_LIMIT,
        Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0x7d]),
        Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
      ]);
    } else if (kind === 'type') headers['content-type'] = rng.pick(CONTENT_TYPES);
    else if (kind === 'extra') query.push([rng.pick(PROTO_KEYS), mutantText(rng)]);
    else if (kind === 'method')
      method = rng.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD']);
  }

  const auth = authHeader(rng, tokens);
  if (auth !== undefined) headers.authorization = auth;
  if (payload === undefined && json !== undefined && method !== 'GET' && method !== 'HEAD') {
    const type = headers['content-type'];
    payload =
      type === 'application/x-www-form-urlencoded'
        ? new URLSearchParams(
            Object.entries(json ?? {}).map(([k, v]): [string, string] => [
              k,
              typeof v === 'string' ? v : JSON.stringify(v),
            ]),
          ).toString()
        : JSON.stringify(json);
  }
  if (payload !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => pathValues[name] ?? 'x');
  const search = query.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&');
  return { method, url: search ? `${path}?${search}` : path, headers, payload, json, mutations };
}
