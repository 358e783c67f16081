import type { ApiName, DataOf, EndpointOf } from '@shop/contract';
import { vi } from 'vitest';
import { configureRequest, type RequestUi } from './config';

/** Test doubles for the request helper: a recording UI and a fake fetch. */

export function recordingUi() {
  const ui = {
    toast: vi.fn<RequestUi['toast']>(),
    dialog: vi.fn<RequestUi['dialog']>(),
    goLogin: vi.fn<RequestUi['goLogin']>(),
    navigate: vi.fn<RequestUi['navigate']>(),
    back: vi.fn<RequestUi['back']>(),
  };
  configureRequest({ ui });
  return ui;
}

export function fakeFetch() {
  const fetch = vi.fn<typeof globalThis.fetch>();
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

export const reply = (body: unknown, status = 200): Response =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

/** Endpoint `name`'s answer: `data` is typed by the contract, so a fake breaks when the answer's shape changes. */
export const envelope = <N extends ApiName>(_name: N, data: DataOf<EndpointOf<N>>): Response => reply({ code: 0, message: '', data });

/** Endpoint `name`'s data, typed by the contract: for a fixture kept apart from its fake. */
export const answerOf = <N extends ApiName>(_name: N, data: DataOf<EndpointOf<N>>): DataOf<EndpointOf<N>> => data;

/** A refusal: the envelope with a code other than 0, its message and what data the code carries. */
export const refusal = (code: number, message = '', data: unknown = null): Response => reply({ code, message, data });

/** The url and init of the nth fetch. */
export function sent(fetch: ReturnType<typeof fakeFetch>, index = 0): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetch.mock.calls[index] ?? [];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

/** Routes a fake fetch by API path; anything unexpected fails loudly. */
export const byPath =
  (answers: Record<string, (url: URL, init?: RequestInit) => Response>) =>
  async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const answer = answers[url.pathname];
    if (!answer) throw new Error(`unexpected request ${url.pathname}`);
    return answer(url, init);
  };
