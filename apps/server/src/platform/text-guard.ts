import { isSafeText, UNSAFE_TEXT_MESSAGE } from '@crupier/contract/text';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** NUL (`%00`) or a UTF-8-encoded surrogate (`%ED%A0%80`…`%ED%BF%BF`) written in a URL, before decoding. */
const ENCODED_UNSAFE = /%00|%ED%[AB][0-9A-F]/i;

/**
 * Whether any string in `value` (keys included) holds NUL or a lone surrogate. Walks with its own
 * stack, so deeply nested JSON cannot overflow the call stack.
 */
export function holdsUnsafeText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (!isSafeText(item)) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element);
    } else if (typeof item === 'object' && item !== null && !Buffer.isBuffer(item)) {
      for (const key of Object.keys(item)) {
        if (!isSafeText(key)) return true;
        pending.push((item as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

function refuse(part: string): never {
  throw new AppError('invalid_input', 400, undefined, [{ path: part, message: UNSAFE_TEXT_MESSAGE }]);
}

/** Throws `400 invalid_input` naming `part` when `value` holds NUL or a lone surrogate anywhere. */
export function assertSafeText(value: unknown, part: string) {
  if (holdsUnsafeText(value)) refuse(part);
}

function checkUrlAndHeaders(request: FastifyRequest) {
  if (ENCODED_UNSAFE.test(request.url) || !isSafeText(request.url)) refuse('url');
  assertSafeText(request.params, 'params');
  assertSafeText(request.query, 'query');
  assertSafeText(request.headers, 'headers');
}

/**
 * Contract rule "text input" at the edge, for every route (with a schema or without): a request whose
 * URL, path parameters, query, header values or parsed body (JSON or form) holds NUL or a lone
 * surrogate is `400 invalid_input` before any handler or database sees it. Encrypted payloads are
 * checked where they are opened (encrypted-payload.ts); each route's zod schema then bounds lengths.
 * Register before any other hook that reads the request (merchant, session, vendor look-ups).
 */
export function registerTextGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => checkUrlAndHeaders(request));
  app.addHook('preValidation', async (request) => assertSafeText(request.body, 'body'));
}
