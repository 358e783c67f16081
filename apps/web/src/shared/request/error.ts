export type RequestErrorKind = 'http' | 'network' | 'timeout' | 'empty' | 'business' | 'aborted';

export interface RequestErrorInit {
  kind: RequestErrorKind;
  message: string;
  /** Envelope code for `business`; runtime code (RuntimeCode) for `network`, `timeout`, `aborted`. */
  code?: number;
  /** HTTP status for `http`. */
  status?: number;
  /** The parsed response body, when there was one. */
  body?: unknown;
}

/** Why a request did not resolve. The user has already been told, as the error catalogue says. */
export class RequestError extends Error {
  readonly kind: RequestErrorKind;
  readonly code: number | undefined;
  readonly status: number | undefined;
  readonly body: unknown;

  constructor({ kind, message, code, status, body }: RequestErrorInit) {
    super(message);
    this.name = 'RequestError';
    this.kind = kind;
    this.code = code;
    this.status = status;
    this.body = body;
  }
}

export const isRequestError = (error: unknown): error is RequestError => error instanceof RequestError;
