import { Code, FrameworkText, KEEP_EMPTY_PATHS, REQUEST_TIMEOUT_MS, dropEmpty, stringifyQuery } from '@shop/contract';
import { businessFailure, emptyBodyFailure, httpFailure, isEnvelope, transferFailure } from './catalogue';
import { requestUi } from './config';
import { isRequestError } from './error';
import { requestHeaders } from './headers';
import { transfer, type Received, type Transfer } from './transport';

export type RequestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS';

export type RequestData = Record<string, unknown> | readonly unknown[] | string;

/** The generic request facility of spec 7. */
export interface RequestOptions {
  url: string;
  /** Default GET. */
  method?: RequestMethod;
  /** GET and HEAD: sent as the query; other methods: the JSON body (a string is sent as it is). */
  data?: RequestData;
  /** A query for any method, beside a body. */
  query?: Record<string, unknown>;
  header?: Record<string, string>;
  /** 'json' (default) reads the answer as the `{code, message, data}` envelope; anything else returns the text. */
  dataType?: 'json' | 'text';
  responseType?: 'text' | 'arraybuffer';
  withCredentials?: boolean;
  /** Milliseconds; default REQUEST_TIMEOUT_MS. */
  timeout?: number;
  /**
   * The caller shows the failure itself: do not toast an HTTP error status other than 401 and
   * 500, nor a plain refusal (code -1). Dialogs, session expiry and network failures still show.
   */
  hideError?: boolean;
  /**
   * A request the user did not ask for (a poll that tries again anyway): its network failures
   * are not toasted, so a lost connection is not told every few seconds.
   */
  background?: boolean;
  signal?: AbortSignal;
}

const pathOf = (url: string): string => new URL(url, 'http://localhost').pathname;

function queryString(value: RequestData, keepEmpty: boolean): string {
  if (typeof value === 'string') return value.replace(/^\?/, '');
  return stringifyQuery({ ...value }, { keepEmpty });
}

function withQuery(url: string, parts: string[]): string {
  const query = parts.filter((part) => part !== '').join('&');
  if (query === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

function requestBody(data: RequestData | undefined, keepEmpty: boolean): string | undefined {
  if (data === undefined || typeof data === 'string') return data;
  return JSON.stringify(keepEmpty ? data : dropEmpty(data));
}

function headersFor(options: RequestOptions, method: RequestMethod): Headers {
  const headers = new Headers(requestHeaders());
  if (method !== 'GET') headers.set('Content-Type', 'application/json');
  for (const [name, value] of Object.entries(options.header ?? {})) headers.set(name, value);
  return headers;
}

/** Turns options into one fetch: query in nested brackets, empty values dropped unless the path keeps them. */
function prepare(options: RequestOptions): Transfer {
  const method = options.method ?? 'GET';
  const keepEmpty = KEEP_EMPTY_PATHS.includes(pathOf(options.url));
  // Fetch refuses a body on GET and HEAD, so their data goes in the query.
  const inQuery = method === 'GET' || method === 'HEAD';
  const query = [options.query, inQuery ? options.data : undefined].map((value) =>
    value === undefined ? '' : queryString(value, keepEmpty),
  );
  return {
    url: withQuery(options.url, query),
    init: {
      method,
      headers: headersFor(options, method),
      body: inQuery ? undefined : requestBody(options.data, keepEmpty),
      credentials: options.withCredentials ? 'include' : 'same-origin',
    },
    timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
    signal: options.signal,
    read: readMode(options),
  };
}

function readMode({ responseType, dataType = 'json' }: RequestOptions): Transfer['read'] {
  if (responseType === 'arraybuffer') return 'arraybuffer';
  return dataType === 'json' ? 'json' : 'text';
}

/** Applies the error catalogue to an answer; resolves the envelope's data on code 0. */
function settle<T>({ status, body }: Received, options: RequestOptions, read: Transfer['read']): T {
  const ui = requestUi();
  if (status < 200 || status >= 300) throw httpFailure(status, body, ui, options.hideError ?? false);
  if (read !== 'json') return body as T;
  if (!isEnvelope(body)) throw emptyBodyFailure(ui, body);
  if (body.code !== Code.ok) {
    const message = typeof body.message === 'string' ? body.message : '';
    throw businessFailure({ code: body.code, message }, ui, options.hideError ?? false);
  }
  return body.data as T;
}

/**
 * The one request helper. Resolves the envelope's data; otherwise tells the user as the
 * error catalogue says and rejects with a RequestError.
 */
export async function request<T>(options: RequestOptions): Promise<T> {
  if (!options.url) throw new TypeError(FrameworkText.missingUrl);
  const prepared = prepare(options);
  let received: Received;
  try {
    received = await transfer(prepared);
  } catch (error) {
    if (!isRequestError(error)) throw error;
    throw options.background ? error : transferFailure(error, requestUi());
  }
  return settle<T>(received, options, prepared.read);
}
