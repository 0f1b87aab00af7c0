/**
 * Stable error codes of the API. Where the spec names an i18n key, the code is that key.
 * The web app translates `code`; the server's `message` is for other clients.
 */
export const ERROR_CODES = [
  'invalid_input',
  'malformed_json',
  'unsupported_media_type',
  'payload_too_large',
  'not_found',
  'method_not_allowed',
  'unauthorized',
  'forbidden',
  'conflict',
  'idempotency_conflict',
  'too_many_requests',
  'system_maintenance',
  'blockip',
  'game_maintenance',
  'in_need_true_account',
  'internal_error',
] as const;

export type TErrorCode = (typeof ERROR_CODES)[number];
