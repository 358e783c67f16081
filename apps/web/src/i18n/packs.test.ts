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

/** The names an import or re-export list takes from its module (`A`, `B as C` → A, B). */
const namesIn = (list: string): string[] =>
  list.split(',').map((part) => part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0] ?? '').filter(Boolean);

// `import { A } from './x'`, `export { A } from './x'`, `import './x'`, and `import('./x')`, whose
// `.then((m) => ({ default: m.A }))` takes A alone.
const IMPORT =
  /(import|export)\s+(type\s+)?(?:\{([^}]*)\}\s*from\s*|[\w$*\s,]+from\s*)?'(\.{1,2}\/[^']+)'|import\(\s*'(\.{1,2}\/[^']+)'\s*\)(?:\.then\(\(?(\w+)\)?\s*=>\s*\(\{\s*default:\s*\6\.(\w+))?/g;
const isIndex = (file: string) => /\/index\.tsx?$/.test(file);

/**
 * Every file a page's code reaches through relative imports, the i18n module's own excepted.
 * Through a feature's index only the names imported are followed, as the bundler's tree-shaking
 * keeps only those.
 */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string, names?: readonly string[]) => {
    if (file.startsWith(join(SRC, 'i18n'))) return;
    const key = names && isIndex(file) ? `${file}#${[...names].sort().join(',')}` : file;
    if (seen.has(key)) return;
    seen.add(key);
    const source = readFileSync(file, 'utf8');
    for (const [, keyword, typeOnly, list, specifier, dynamic, , lazyName] of source.matchAll(IMPORT)) {
      const target = resolveImport(file, specifier ?? dynamic ?? '');
      if (!target || typeOnly) continue;
      const wanted = lazyName ? [lazyName] : list === undefined ? undefined : namesIn(list);
      if (names && isIndex(file) && keyword === 'export' && wanted && !wanted.some((name) => names.includes(name))) continue;
      visit(target, wanted);
    }
  };
  visit(entry);
  return new Set([...seen].filter((key) => !key.includes('#')));
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
