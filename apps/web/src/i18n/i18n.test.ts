import { LOCALES } from '@shop/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocale, findPacksWith, hasMessages, initI18n, knowPacks, loadMessages, loadPacks, setLocale, t, textPack, useT } from '.';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Every text of a message tree by key path, e.g. ['tab.home', 'Home']. */
function textsOf(tree: object, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]: [string, unknown]): [string, unknown][] =>
    typeof value === 'object' && value !== null ? textsOf(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

const keysOf = (tree: object): string[] => textsOf(tree).map(([key]) => key).sort();

describe('initI18n', () => {
  it('uses the stored locale and sets <html lang>', async () => {
    localStorage.setItem('locale', 'fr');
    await expect(initI18n({ appConfig: 'es' })).resolves.toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(t('tab.home')).toBe('Accueil');
  });

  it('speaks the chosen locale from the first call on, before its texts have loaded', async () => {
    localStorage.setItem('locale', 'es');
    const loading = initI18n();
    expect(currentLocale()).toBe('es');
    await loading;
  });

  it('uses the app config when nothing is stored', async () => {
    await expect(initI18n({ appConfig: 'es' })).resolves.toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it("falls back to the browser's languages", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'zh-HK']);
    await expect(initI18n()).resolves.toBe('zh-Hant');
    expect(document.documentElement.lang).toBe('zh-Hant');
    expect(t('copy.success')).toBe('內容已複製');
  });

  it('loads no English for a Chinese visitor: every locale has every text', async () => {
    localStorage.setItem('locale', 'zh-Hans');
    await initI18n();
    expect(hasMessages('zh-Hans')).toBe(true);
    expect(hasMessages('en')).toBe(false);
  });
});

describe('setLocale', () => {
  it('remembers the choice in local storage and switches at once', async () => {
    await initI18n();
    await setLocale('zh-Hans');
    expect(localStorage.getItem('locale')).toBe('zh-Hans');
    expect(document.documentElement.lang).toBe('zh-Hans');
    expect(t('tab.mine')).toBe('我的');
    await expect(initI18n()).resolves.toBe('zh-Hans');
  });

  it('interpolates values', async () => {
    await setLocale('en');
    expect(t('mine.version', { version: '1.2.5' })).toBe('Version 1.2.5');
  });

  it('tells components about the switch', async () => {
    await setLocale('en');
    const { result } = renderHook(() => useT()('tab.home'));
    expect(result.current).toBe('Home');
    await act(() => setLocale('es'));
    expect(result.current).toBe('Inicio');
  });
});

/** A pack holding one text, in each locale named by its locale code, with a loader that counts its calls. */
function aPack<N extends string>(namespace: N, key: string) {
  const load = vi.fn(async (locale: string) => ({ [namespace]: { [key]: `${key} (${locale})` } }) as Record<N, Record<string, string>>);
  const pack = textPack<Record<N, Record<string, string>>>(namespace, { [namespace]: true } as Record<N, true>, {
    'zh-Hans': () => load('zh-Hans'),
    'zh-Hant': () => load('zh-Hant'),
    en: () => load('en'),
    fr: () => load('fr'),
    es: () => load('es'),
  });
  return { pack, load };
}

describe('text packs', () => {
  it("loads a page's pack with it, and again in a locale switched to later", async () => {
    localStorage.setItem('locale', 'en');
    await initI18n();
    const { pack } = aPack('numbers', 'searchPlaceholder');
    await loadPacks([pack]);
    expect(t('numbers.searchPlaceholder')).toBe('searchPlaceholder (en)');
    await setLocale('zh-Hans');
    expect(t('numbers.searchPlaceholder')).toBe('searchPlaceholder (zh-Hans)');
  });

  it('loads the pack of a text asked for before its page, and re-renders with it', async () => {
    localStorage.setItem('locale', 'fr');
    await initI18n();
    const { pack, load } = aPack('iotLogin', 'title');
    knowPacks([pack]);
    const { result } = renderHook(() => useT()('iotLogin.title'));
    await vi.waitFor(() => expect(result.current).toBe('title (fr)'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks the pack finder for a pack no page made known, and loads it', async () => {
    localStorage.setItem('locale', 'es');
    await initI18n();
    const { pack } = aPack('pointsShop', 'myPoints');
    findPacksWith(async () => [pack]);
    const { result } = renderHook(() => useT()('pointsShop.myPoints'));
    await vi.waitFor(() => expect(result.current).toBe('myPoints (es)'));
  });
});

describe('messages', () => {
  it("every locale has every English key of the shell's texts, and no empty text", async () => {
    const english = keysOf(await loadMessages('en'));
    for (const locale of LOCALES) {
      const messages = await loadMessages(locale);
      expect(keysOf(messages), locale).toEqual(english);
      for (const [key, text] of textsOf(messages)) expect(text, `${locale} ${key}`).toMatch(/\S/);
    }
  });

  it('has the framework texts of the spec in English', async () => {
    const en = await loadMessages('en');
    expect(en.page.loadTimeout).toBe('The connection timed out, click the screen to try again.');
    expect(en.copy).toEqual({ success: 'Content copied', failed: 'Copy failed, please copy manually' });
  });
});
