import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageRoutes } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { packOfNamespace, pagePacks } from './packs';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The source file a relative import names, as the bundler resolves it. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (file) => existsSync(file) && /\.tsx?$/.test(file),
  );
}

/** Every file a page's code reaches through relative imports, the i18n module's own excepted. */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || file.startsWith(join(SRC, 'i18n'))) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = specifier && resolveImport(file, specifier);
      if (target) visit(target);
    }
  };
  visit(entry);
  return seen;
}

/** The pack namespaces whose texts a file names ('order.status.paid', t('numbers.title')). */
const packNamespacesIn = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/['`]([a-zA-Z]+)\.[a-zA-Z]/g)].map(([, namespace]) => namespace ?? '').filter((namespace) => namespace in packOfNamespace);

const homeFiles = ['/pages/index/default', '/pages-sub/single/index'];

describe('text packs of the pages', () => {
  it('load with every page whose code names their texts, so no page shows a text key', () => {
    const missing: string[] = [];
    for (const { path } of pageRoutes) {
      for (const page of path === '/' || path === '/pages/index/index' ? homeFiles : [path]) {
        const entry = join(SRC, `${page}.tsx`);
        if (!existsSync(entry)) continue;
        const packs = pagePacks(page);
        for (const file of reachable(entry)) {
          for (const namespace of packNamespacesIn(file)) {
            const pack = packOfNamespace[namespace];
            if (pack && !packs.includes(pack)) missing.push(`${page} needs the ${pack} pack (${namespace} in ${file.slice(SRC.length)})`);
          }
        }
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });
});
