import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';

// A sandbox stands in for a system outside the shop: the shop's modules never read its tables
// (the provider's interface is the only way between them). That sandboxes write only their own
// tables is test/lint/writes.test.ts's to prove, and eslint.config.js keeps their imports to them.

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SCHEMA = join(SRC, 'db', 'schema');

const sourcesUnder = (folder: string): string[] =>
  readdirSync(join(SRC, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => join(SRC, folder, file));

const sandboxSchemaFiles = readdirSync(SCHEMA).filter((file) => file.startsWith('sandbox-') && file.endsWith('.ts'));

/** Each import of a schema file: the local name, the name it has there, and the file (`index` for the barrel). */
const schemaImports = (source: string): { local: string; exported: string; file: string }[] =>
  [...source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']*db\/schema(?:\/([\w-]+))?)'/g)].flatMap(([, names = '', , file = 'index']) =>
    names
      .split(',')
      .map((name) => name.replace(/^\s*type\s+/, '').trim())
      .filter(Boolean)
      .map((name) => {
        const [exported = name, local = exported] = name.split(/\s+as\s+/);
        return { local, exported, file };
      }),
  );

const readTables = (source: string): string[] => [...source.matchAll(/sql`([^`]*)`/g)].flatMap(([, text = '']) => [...text.matchAll(/\b[a-z]+(?:_[a-z]+)+\b/g)].map(([name]) => name));

let sandboxExports: Set<string>;
let sandboxTables: Set<string>;

beforeAll(async () => {
  const modules = await Promise.all(sandboxSchemaFiles.map((file) => import(join(SCHEMA, file)) as Promise<Record<string, unknown>>));
  const tables = modules.flatMap((module) => Object.entries(module).filter(([, value]) => is(value, PgTable)) as [string, PgTable][]);
  sandboxExports = new Set(tables.map(([name]) => name));
  sandboxTables = new Set(tables.map(([, table]) => getTableName(table)));
});

describe('the sandboxes', () => {
  it('have tables of their own', () => {
    expect([...sandboxTables]).toEqual(expect.arrayContaining(['sandbox_carrier_lines', 'sandbox_devices', 'device_commands', 'sandbox_payments']));
  });
});

describe("the shop's modules", () => {
  it.each(sourcesUnder('modules').map((file) => relative(SRC, file)))('%s never names a sandbox table', (file) => {
    const source = readFileSync(join(SRC, file), 'utf8');
    expect(schemaImports(source).filter((imported) => imported.file.startsWith('sandbox-') || sandboxExports.has(imported.exported))).toEqual([]);
    expect(readTables(source).filter((table) => sandboxTables.has(table))).toEqual([]);
  });
});
