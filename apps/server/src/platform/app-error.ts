/** A refusal the client can act on: becomes `{success:false, code, message}` with `status`. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message?: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message ?? code);
    this.name = 'AppError';
  }
}

export function ok<T>(value: T): { success: true; value: T } {
  return { success: true, value };
}
