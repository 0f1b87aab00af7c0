import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as catalog from './catalog';
import * as crash from './crash';
import * as encryption from './encryption';
import * as identity from './identity';
import * as money from './money';
import * as payments from './payments';
import * as rgs from './rgs';
import * as system from './system';
import { isSafeText, optionalText, text, UNSAFE_TEXT_MESSAGE } from './text';
import * as vendorWallet from './vendor-wallet';
import * as wallet from './wallet';

const TYPED = [
  'jugador1',
  'José Ñúñez',
  'e\u0301', // e + combining acute: kept as typed, not normalised
  '東京 タワー',
  'مرحبا',
  '🎰🃏',
  '👩‍👩‍👧', // a ZWJ sequence of astral characters
  '\u200b\u00a0\t tab and spaces ',
  '\uFFFD\uFEFF',
];

describe('isSafeText', () => {
  it('keeps any Unicode a person can type', () => {
    for (const value of TYPED) expect(isSafeText(value), value).toBe(true);
  });

  it('refuses NUL and lone surrogates wherever they are', () => {
    for (const value of [
      '\u0000',
      'ab\u0000',
      '\uD800',
      'a\uD83Dz',
      '\uDC00',
      'x\uDE00',
      '\uDE00\uD83D',
      '🎰\uD83D',
    ]) {
      expect(isSafeText(value), JSON.stringify(value)).toBe(false);
    }
  });
});

describe('text()', () => {
  it('returns typed text unchanged', () => {
    for (const value of TYPED) expect(text(64).parse(value)).toBe(value);
  });

  it('refuses NUL, lone surrogates and over-long strings with a clear message', () => {
    expect(text(8).safeParse('a\u0000b').error?.issues[0]?.message).toBe(UNSAFE_TEXT_MESSAGE);
    expect(text(8).safeParse('\uD800').error?.issues[0]?.message).toBe(UNSAFE_TEXT_MESSAGE);
    expect(text(3).safeParse('abcd').success).toBe(false);
    expect(text(3).safeParse('abc').success).toBe(true);
  });

  it('chains like any zod string and still refuses unsafe text', () => {
    const username = text(64).trim().min(1);
    expect(username.parse('  ana  ')).toBe('ana');
    expect(username.safeParse('  ').success).toBe(false);
    expect(username.safeParse('a\u0000').success).toBe(false);
    const digits = text(18).regex(/^\d{1,18}$/);
    expect(digits.safeParse('\u0000').error?.issues.map((issue) => issue.message)).toContain(
      UNSAFE_TEXT_MESSAGE,
    );
    expect(optionalText(4).parse(undefined)).toBeUndefined();
  });
});

/** Every string a schema holds, wherever it sits (objects, unions, arrays, record keys, wrappers). */
function stringsOf(schema: z.ZodType, path: string, found: [string, z.ZodString][] = []) {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const inner = (key: string, at = path) => stringsOf(def[key] as z.ZodType, at, found);
  switch (def.type) {
    case 'string':
      found.push([path, schema as z.ZodString]);
      break;
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        stringsOf(value, `${path}.${key}`, found);
      }
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      inner('innerType');
      break;
    case 'array':
      inner('element', `${path}[]`);
      break;
    case 'record':
      inner('keyType', `${path}{key}`);
      inner('valueType', `${path}{}`);
      break;
    case 'union':
      (def.options as z.ZodType[]).forEach((option, i) => {
        stringsOf(option, `${path}|${i}`, found);
      });
      break;
    case 'tuple':
      (def.items as z.ZodType[]).forEach((item, i) => {
        stringsOf(item, `${path}[${i}]`, found);
      });
      break;
    case 'pipe':
      inner('in');
      break;
    case 'intersection':
      inner('left');
      inner('right');
      break;
  }
  return found;
}

/** Schemas of what comes in from outside: requests, queries, headers, answers, uploads, callbacks. */
const INPUT_NAME = /(Request|Query|Headers|Answer|Upload|Webhook|Payload|Freshness|Subscribe|Params)$/;
const INPUT_TOO = new Set(['ZMoney', 'ZDialingCode', 'ZMobileNum', 'ZMultiplier', 'ZDepositLimits']);
const MODULES = { catalog, crash, encryption, identity, money, payments, rgs, system, vendorWallet, wallet };

describe('every input schema of the contract', () => {
  const inputs = Object.entries(MODULES).flatMap(([module, exports]) =>
    Object.entries(exports as Record<string, unknown>)
      .filter(([name, value]) => (INPUT_NAME.test(name) || INPUT_TOO.has(name)) && isSchema(value))
      .map(([name, value]) => [`${module}.${name}`, value as z.ZodType] as const),
  );

  it('finds the input schemas and every string inside them', () => {
    expect(inputs.length).toBeGreaterThan(30);
    const login = stringsOf(identity.ZLoginRequest, '$').map(([path]) => path);
    expect(login).toContain('$|0.username');
    expect(login).toContain('$|1.mobileNum');
    const plain = stringsOf(z.object({ a: z.array(z.string().optional()) }), '$');
    expect(plain.map(([path, leaf]) => [path, leaf.maxLength])).toEqual([['$.a[]', null]]);
  });

  it.each(inputs)('%s: every string is text() (bounded, no NUL, no lone surrogate)', (_name, schema) => {
    for (const [path, leaf] of stringsOf(schema, '$')) {
      expect(leaf.maxLength, `${path} has no max length`).toBeTypeOf('number');
      const messages = leaf.safeParse('\u0000').error?.issues.map((issue) => issue.message) ?? [];
      expect(messages, `${path} accepts NUL`).toContain(UNSAFE_TEXT_MESSAGE);
    }
  });
});

function isSchema(value: unknown): boolean {
  return typeof value === 'object' && value !== null && '_zod' in value;
}
