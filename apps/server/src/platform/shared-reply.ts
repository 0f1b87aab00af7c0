import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ok } from './app-error';
import { COMPRESS_THRESHOLD_BYTES } from './compression';

/** One shared reply's bytes: the JSON, and each compressed form once a client has asked for it. */
type SharedBytes = { json: string; br?: Buffer; gzip?: Buffer };

type Encoding = 'br' | 'gzip';

/** The encodings a client accepts, by `accept-encoding` (a coding with `q=0` is refused). */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

function compress(json: string, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(json, {
        params: {
          // Made once and sent to every client: a higher level than per-request replies pays. A 64 KB
          // window suits replies of a few kilobytes and makes the level cheap (0.1 ms, not 1.3 ms).
          [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
          [zlib.constants.BROTLI_PARAM_LGWIN]: 16,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json),
        },
      })
    : zlib.gzipSync(json, { level: 9 });
}

/**
 * Sends replies that are the same for many clients (a cached page of the lobby, say) as bytes made
 * once: the envelope `{ success, value }` is checked against its schema and serialised the first time
 * the value is sent, and each compressed form the first time a client asks for it. Later sends of the
 * same cached object cost a lookup. The value must be a cached object that is not changed once sent.
 */
export function createSharedReplies<T extends z.ZodType>(envelope: T) {
  const made = new WeakMap<object, SharedBytes>();

  return function sendShared(request: FastifyRequest, reply: FastifyReply, value: object) {
    let bytes = made.get(value);
    if (bytes === undefined) {
      bytes = { json: JSON.stringify(envelope.parse(ok(value))) };
      made.set(value, bytes);
    }
    reply.type('application/json; charset=utf-8');
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (encoding === null || bytes.json.length < COMPRESS_THRESHOLD_BYTES) {
      // A string is sent as is (Fastify skips serialisation), so the typed reply cannot describe it.
      return reply.send(bytes.json as never);
    }
    bytes[encoding] ??= compress(bytes.json, encoding);
    // A set content-encoding tells the compression hook the reply is compressed already.
    const vary = reply.getHeader('vary');
    return reply
      .header('content-encoding', encoding)
      .header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding')
      .send(bytes[encoding] as never);
  };
}
