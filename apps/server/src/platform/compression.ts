import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Replies smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses replies for clients that ask (Brotli, else gzip). Replies made per request use a fast
 * Brotli level; the built assets are compressed at build time at the highest level and served as
 * they are (web-app.ts, `preCompressed`), so they never pass through here.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Request bodies stay as sent: decompressing them would let a small upload grow past the body limit.
    globalDecompression: false,
  });
}
