import { FrameworkText, KEEP_EMPTY_PATHS, LOCALE_HEADER, RequestHeader } from '@shop/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocale, initI18n, setLocale } from '../../i18n';
import { useIotStore } from '../../stores/iot';
import { useSessionStore } from '../../stores/session';
import { configureRequest } from './config';
import { RequestError } from './error';
import { request } from './request';
import { fakeFetch, recordingUi, reply, sent } from './testing';

let fetch: ReturnType<typeof fakeFetch>;
let ui: ReturnType<typeof recordingUi>;

beforeAll(async () => {
  localStorage.setItem('locale', 'zh-Hans');
  await initI18n();
});

beforeEach(() => {
  fetch = fakeFetch();
  fetch.mockImplementation(async () => reply({ code: 0, message: '', data: null }));
  ui = recordingUi();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('headers', () => {
  beforeEach(() => {
    const session = useSessionStore.getState();
    session.setOrderSessionId('order-7');
    session.setPlatformOpenId('open-9');
    session.setAppShowOptions({ scene: 1001, path: '首页' });
    useIotStore.getState().login('8986001', 'token');
  });

  const headerOf = async (name: string) => {
    await request({ url: '/api/thing' });
    return sent(fetch).headers.get(name);
  };

  it.each([
    [RequestHeader.platform, 'h5'],
    [RequestHeader.platformSource, '1'],
    [RequestHeader.hostname, 'localhost'],
    [RequestHeader.orderSessionId, 'order-7'],
    [RequestHeader.platformOpenId, 'open-9'],
    [RequestHeader.simNo, '8986001'],
    [RequestHeader.pageUrl, encodeURIComponent(location.href)],
  ])('%s is %s', async (name, value) => {
    expect(await headerOf(name)).toBe(value);
  });

  it('session-id is the session store id', async () => {
    expect(await headerOf(RequestHeader.sessionId)).toBe(useSessionStore.getState().sessionId);
    expect(useSessionStore.getState().sessionId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('accept-language is the locale the app shows, so the server answers in it', async () => {
    const shown = currentLocale();
    try {
      await setLocale('zh-Hant');
      expect(await headerOf(LOCALE_HEADER)).toBe('zh-Hant');
    } finally {
      await setLocale(shown);
    }
  });

  it('app-name names the shop', async () => {
    expect(await headerOf(RequestHeader.appName)).toMatch(/\S/);
  });

  it('device-info is URI-encoded JSON about the device and build', async () => {
    const info: unknown = JSON.parse(decodeURIComponent((await headerOf(RequestHeader.deviceInfo)) ?? ''));
    expect(info).toMatchObject({ platform: 'h5', appVersion: '1.2.5', appVersionCode: 125 });
  });

  it('app-show-options is URI-encoded JSON, so non-ASCII text travels safely', async () => {
    const value = (await headerOf(RequestHeader.appShowOptions)) ?? '';
    expect(value).not.toMatch(/首页/);
    expect(JSON.parse(decodeURIComponent(value))).toEqual({ scene: 1001, path: '首页' });
  });

  it('takes what the shell supplies over its own values, still encoding the page url', async () => {
    configureRequest({ ui, headers: () => ({ [RequestHeader.pageUrl]: '/pages/商品/index', hostname: 'shop.example' }) });
    await request({ url: '/api/thing' });
    const { headers } = sent(fetch);
    expect(headers.get('page-url')).toBe(encodeURIComponent('/pages/商品/index'));
    expect(headers.get('hostname')).toBe('shop.example');
  });

  it("lets a call's own headers win", async () => {
    await request({ url: '/api/thing', header: { platform: 'test' } });
    expect(sent(fetch).headers.get('platform')).toBe('test');
  });
});

describe('method and body', () => {
  it('defaults to GET without a content type', async () => {
    await request({ url: '/api/thing' });
    const { init, headers } = sent(fetch);
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(headers.get('content-type')).toBeNull();
  });

  it('sends other methods as JSON', async () => {
    await request({ url: '/api/thing', method: 'POST', data: { types: ['a'] } });
    const { init, headers } = sent(fetch);
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"types":["a"]}');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('sends cookies to another origin only with withCredentials', async () => {
    await request({ url: '/api/thing' });
    await request({ url: 'https://other.example/api/thing', withCredentials: true });
    expect(sent(fetch, 0).init.credentials).toBe('same-origin');
    expect(sent(fetch, 1).init.credentials).toBe('include');
  });

  it('rejects a missing url', async () => {
    await expect(request({ url: '' })).rejects.toThrow(FrameworkText.missingUrl);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('query and empty values', () => {
  it('writes GET data in nested-bracket notation', async () => {
    await request({ url: '/api/shop/numberList', data: { filter: { tail: '88', operators: [1, 2] }, page: 1 } });
    expect(decodeURIComponent(sent(fetch).url)).toBe(
      '/api/shop/numberList?filter[tail]=88&filter[operators][0]=1&filter[operators][1]=2&page=1',
    );
  });

  it('appends to a url that already has a query', async () => {
    await request({ url: '/api/thing?a=1', data: { b: 2 } });
    expect(sent(fetch).url).toBe('/api/thing?a=1&b=2');
  });

  it('drops empty values from the query', async () => {
    await request({ url: '/api/thing', data: { a: '', b: null, c: undefined, d: 'x', e: {} } });
    expect(sent(fetch).url).toBe('/api/thing?d=x');
  });

  it('drops empty values from the body', async () => {
    await request({ url: '/api/thing', method: 'POST', data: { a: '', b: null, c: { d: '' }, e: 0, f: false } });
    expect(sent(fetch).init.body).toBe('{"e":0,"f":false}');
  });

  it('keeps empty values on the agent custom-price save', async () => {
    const [path = ''] = KEEP_EMPTY_PATHS;
    await request({ url: path, method: 'POST', query: { note: '' }, data: { price: '', agentId: 7, remark: null } });
    const { url, init } = sent(fetch);
    expect(init.body).toBe('{"price":"","agentId":7,"remark":null}');
    expect(url).toBe(`${path}?note=`);
  });

  it('sends a query beside a body', async () => {
    await request({ url: '/api/thing', method: 'POST', query: { force: 1 }, data: { a: 1 } });
    expect(sent(fetch).url).toBe('/api/thing?force=1');
  });
});

describe('timeout and abort', () => {
  /** A fetch that only ends when its signal aborts. */
  const hang = () =>
    fetch.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );

  it('gives up after 120000 ms with runtime code 5', async () => {
    vi.useFakeTimers();
    hang();
    const pending = request({ url: '/api/slow' }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(ui.toast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ kind: 'timeout', code: 5 });
    expect(ui.toast).toHaveBeenCalledWith('网络错误，换个网络试试。');
  });

  it('honours a shorter timeout', async () => {
    vi.useFakeTimers();
    hang();
    const pending = request({ url: '/api/slow', timeout: 1_000 }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await pending).toMatchObject({ kind: 'timeout' });
  });

  it("stops quietly with code 600003 when the caller aborts", async () => {
    hang();
    const controller = new AbortController();
    const pending = request({ url: '/api/slow', signal: controller.signal }).catch((error: unknown) => error);
    controller.abort();
    expect(await pending).toMatchObject({ kind: 'aborted', code: 600003 });
    expect(ui.toast).not.toHaveBeenCalled();
  });
});

describe('response types', () => {
  it('returns the text itself when dataType is not json', async () => {
    fetch.mockResolvedValue(reply('plain words'));
    await expect(request<string>({ url: '/api/text', dataType: 'text' })).resolves.toBe('plain words');
  });

  it('returns bytes for responseType arraybuffer', async () => {
    fetch.mockResolvedValue(new Response(new Uint8Array([1, 2, 3])));
    const bytes = await request<ArrayBuffer>({ url: '/api/file', responseType: 'arraybuffer' });
    expect(new Uint8Array(bytes)).toEqual(new Uint8Array([1, 2, 3]));
  });
});
