import { Code } from '@shop/contract';

/**
 * An expected outcome a service reports to the caller: answered as an envelope with this
 * code and message (HTTP 200 unless said otherwise, so the client's catalogue handles it).
 */
export class BusinessError extends Error {
  override readonly name = 'BusinessError';

  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus = 200,
  ) {
    super(message);
  }
}

/** Input that breaks an endpoint's rules: HTTP 400, code -1, and nothing is done. */
export const invalidInput = (message: string): BusinessError => new BusinessError(Code.failed, message, 400);

/** Something the caller named does not exist: HTTP 404, code -1. */
export const notFound = (message: string): BusinessError => new BusinessError(Code.failed, message, 404);
