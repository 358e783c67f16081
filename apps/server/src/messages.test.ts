import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { catalogueTexts, LOCALES, type Localised } from '@shop/contract';
import { describe, expect, it } from 'vitest';

/**
 * Every message the server answers is defined in a catalogue (defineMessages) with its text in
 * each locale; the compiler refuses a missing locale, these tests an empty or careless one.
 */
const ROOT = join(import.meta.dirname, '../../..');
const SOURCES = ['apps/server/src', 'packages/contract/src'];

const sourceFiles = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

const files = SOURCES.flatMap(sourceFiles).map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }));
const definingFiles = files.filter(({ text }) => /\bdefineMessages\(/.test(text) && !text.includes('export const defineMessages'));

/** Every catalogue the sources export, found by importing each file that defines one. */
const catalogues = async () => {
  const found: { file: string; texts: { key: string; texts: Localised }[] }[] = [];
  for (const { path } of definingFiles) {
    const module: Record<string, unknown> = await import(join(ROOT, path));
    for (const value of Object.values(module)) {
      const texts = catalogueTexts(value);
      if (texts) found.push({ file: path, texts });
    }
  }
  return found;
};

const HAN = /\p{Script=Han}/u;
const places = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();

describe('the message catalogues', () => {
  it('are exported by every file that defines one', async () => {
    const exporting = new Set((await catalogues()).map(({ file }) => file));
    expect(definingFiles.map(({ path }) => path).filter((path) => !exporting.has(path))).toEqual([]);
  });

  it('cover the server, its modules and the contract', async () => {
    const areas = new Set((await catalogues()).flatMap(({ texts }) => texts.map(({ key }) => key.slice(0, key.lastIndexOf('.')))));
    for (const area of ['catalogue', 'fault', 'input', 'query', 'idempotency', 'auth', 'iot', 'orders', 'eligibility', 'carrier', 'payments', 'field.iot', 'validation', 'param']) {
      expect(areas).toContain(area);
    }
  });

  it('give each key once', async () => {
    const keys = (await catalogues()).flatMap(({ texts }) => texts.map(({ key }) => key));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('have a text in every locale, none empty, each with the same values as the zh-Hans one', async () => {
    const problems: string[] = [];
    for (const { texts } of await catalogues()) {
      for (const { key, texts: byLocale } of texts) {
        for (const locale of LOCALES) {
          const text = byLocale[locale];
          if (typeof text !== 'string' || text.trim() === '') problems.push(`${key}: no ${locale} text`);
          else if (places(text).join() !== places(byLocale['zh-Hans']).join()) problems.push(`${key}: ${locale} shows other values than zh-Hans`);
        }
        for (const locale of ['en', 'fr', 'es'] as const) {
          if (HAN.test(byLocale[locale])) problems.push(`${key}: the ${locale} text is in Chinese`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

/** The source without its comments and its catalogues' calls (balanced parentheses). */
const withoutCatalogues = (text: string): string => {
  let rest = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  for (let start = rest.indexOf('defineMessages('); start !== -1; start = rest.indexOf('defineMessages(')) {
    let depth = 0;
    let end = start + 'defineMessages'.length;
    do {
      if (rest[end] === '(') depth += 1;
      if (rest[end] === ')') depth -= 1;
      end += 1;
    } while (depth > 0 && end < rest.length);
    rest = rest.slice(0, start) + rest.slice(end);
  }
  return rest;
};

describe('what the schemas and services say', () => {
  it("is a catalogue's text: the contract's schemas hold no Chinese of their own", () => {
    const schemaFiles = files.filter(({ path }) => /packages\/contract\/src\/(endpoints\/|params\.ts|fields\.ts)/.test(path));
    expect(schemaFiles.length).toBeGreaterThan(10);
    const chinese = schemaFiles.filter(({ text }) => HAN.test(withoutCatalogues(text))).map(({ path }) => relative(ROOT, join(ROOT, path)));
    expect(chinese).toEqual([]);
  });

  it('is never a string thrown as a business error', () => {
    const thrown = files.flatMap(({ path, text }) =>
      [...text.matchAll(/new BusinessError\([^,]+,\s*['"`]/g)].map((match) => `${path}: ${match[0]}`),
    );
    expect(thrown).toEqual([]);
  });
});
