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

export const envelope = (code: number, data: unknown = null, message = ''): Response => reply({ code, message, data });

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
