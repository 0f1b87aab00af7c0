import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './app-error';
import { messageFor } from './messages';

type Refusal = { status: number; code: string; details?: unknown; message?: string };

const FRAMEWORK_CODES: Record<string, Refusal> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'malformed_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'malformed_json' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'bad_request' },
  FST_ERR_BAD_URL: { status: 400, code: 'invalid_input' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, code: 'bad_request' },
};

/** Turns any error into the envelope. Only a bug becomes a 500, and its detail never leaves the server. */
export function classifyError(error: FastifyError | Error): Refusal {
  if (error instanceof AppError) {
    return { status: error.status, code: error.code, details: error.details, message: error.message };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => ({
      path: issue.instancePath || '/',
      message: issue.message,
    }));
    return { status: 400, code: 'invalid_input', details };
  }
  if (isResponseSerializationError(error)) return { status: 500, code: 'internal_error' };
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? FRAMEWORK_CODES[fastifyError.code] : undefined;
  if (known) return known;
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) {
    return { status: 400, code: 'malformed_json' };
  }
  const status = fastifyError.statusCode ?? 500;
  if (status === 429) return { status, code: 'too_many_requests' };
  if (status >= 400 && status < 500) return { status, code: 'bad_request' };
  return { status: 500, code: 'internal_error' };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, refusal: Refusal) {
  const lang = request.lang ?? 'es';
  const message =
    refusal.message && refusal.message !== refusal.code ? refusal.message : messageFor(refusal.code, lang);
  return reply.status(refusal.status).send({
    success: false,
    code: refusal.code,
    message,
    ...(refusal.details !== undefined ? { details: refusal.details } : {}),
  });
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const refusal = classifyError(error);
    if (refusal.status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: refusal.code, status: refusal.status }, 'request refused');
    }
    if (error instanceof AppError && error.headers) reply.headers(error.headers);
    return sendError(request, reply, refusal);
  });
}
