import { Code, type Message, renderMessage, SERVER_DEFAULT_LOCALE, untranslated } from '@shop/contract';

/**
 * An expected outcome a service reports to the caller: answered as an envelope with this
 * code and message (HTTP 200 unless said otherwise, so the client's catalogue handles it).
 * The message is rendered in the visitor's locale only when it is answered (http/answer.ts);
 * `message` holds its zh-Hans text, for logs.
 */
export class BusinessError extends Error {
  override readonly name = 'BusinessError';
  /** What the caller is told, in every locale. */
  readonly text: Message;

  /** `message` comes from a catalogue (see @shop/contract's defineMessages); a string is shown as it is in every locale. */
  constructor(
    readonly code: number,
    message: Message | string,
    readonly httpStatus = 200,
  ) {
    const text = typeof message === 'string' ? untranslated(message) : message;
    super(renderMessage(text, SERVER_DEFAULT_LOCALE));
    this.text = text;
  }
}

/** Input that breaks an endpoint's rules: HTTP 400, code -1, and nothing is done. */
export const invalidInput = (message: Message): BusinessError => new BusinessError(Code.failed, message, 400);

/** Something the caller named does not exist: HTTP 404, code -1. */
export const notFound = (message: Message): BusinessError => new BusinessError(Code.failed, message, 404);

/** Too many requests for a rate budget: HTTP 429, code -1, and when to come back (Retry-After). */
export class RateLimited extends BusinessError {
  constructor(
    message: Message,
    readonly retryAfterSeconds: number,
  ) {
    super(Code.failed, message, 429);
  }
}
