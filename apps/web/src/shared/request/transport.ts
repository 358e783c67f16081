import { RuntimeCode } from '@shop/contract';
import { t } from '../../i18n';
import { RequestError } from './error';

export interface Transfer {
  url: string;
  init: RequestInit;
  timeout: number;
  signal?: AbortSignal;
  /** How to read a 2xx body: parsed JSON (or text when it is not JSON), text, or bytes. */
  read: 'json' | 'text' | 'arraybuffer';
}

export interface Received {
  status: number;
  body: unknown;
}

/** JSON when it parses; otherwise the text itself, and undefined when there is none. */
function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function readBody(response: Response, read: Transfer['read']): Promise<unknown> {
  if (read === 'arraybuffer' && response.ok) return response.arrayBuffer();
  const text = await response.text();
  return read === 'text' && response.ok ? text : parseJson(text);
}

/** One fetch bounded by a timeout and an optional caller's signal; failures become RequestErrors. */
export async function transfer({ url, init, timeout, signal, read }: Transfer): Promise<Received> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeout);
  const abort = () => controller.abort();
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    return { status: response.status, body: await readBody(response, read) };
  } catch {
    throw failure(controller.signal.aborted, timedOut);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

function failure(aborted: boolean, timedOut: boolean): RequestError {
  if (timedOut) return new RequestError({ kind: 'timeout', code: RuntimeCode.timeout, message: t('request.networkFailure') });
  if (aborted) return new RequestError({ kind: 'aborted', code: RuntimeCode.abort, message: 'request:fail abort' });
  return new RequestError({ kind: 'network', code: RuntimeCode.networkError, message: t('request.networkFailure') });
}
