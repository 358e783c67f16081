import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';

// A sandbox stands in for a system outside the shop: it writes only its own tables, and the
// shop's modules never read them (the provider's interface is the only way between them).

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

/** The tables a file's statements write: query builder calls on a database handle (db, tx, within) and raw SQL. */
const writtenTables = (source: string): { builder: string[]; raw: string[] } => ({
  builder: [...source.matchAll(/\b(?:db|tx|within)\s*\.(?:insert|update|delete)\(\s*([A-Za-z_$][\w$]*)\s*\)/g)].map(([, table = '']) => table),
  raw: [...source.matchAll(/sql`([^`]*)`/g)].flatMap(([, text = '']) =>
    [...text.matchAll(/\b(?:update|insert\s+into|delete\s+from)\s+"?([a-z_]+)/gi)].map(([, table = '']) => table),
  ),
});

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

  it.each(sourcesUnder('providers').map((file) => relative(SRC, file)))('%s reads the schema only from sandbox files and writes only sandbox tables', (file) => {
    const source = readFileSync(join(SRC, file), 'utf8');
    const imports = schemaImports(source);
    expect(imports.filter((imported) => !imported.file.startsWith('sandbox-')).map((imported) => imported.exported)).toEqual([]);
    const { builder, raw } = writtenTables(source);
    const fromSandbox = new Map(imports.map((imported) => [imported.local, imported.exported]));
    expect(builder.filter((table) => !sandboxExports.has(fromSandbox.get(table) ?? ''))).toEqual([]);
    expect(raw.filter((table) => !sandboxTables.has(table))).toEqual([]);
  });
});

describe("the shop's modules", () => {
  it.each(sourcesUnder('modules').map((file) => relative(SRC, file)))('%s never names a sandbox table', (file) => {
    const source = readFileSync(join(SRC, file), 'utf8');
    expect(schemaImports(source).filter((imported) => imported.file.startsWith('sandbox-') || sandboxExports.has(imported.exported))).toEqual([]);
    expect(readTables(source).filter((table) => sandboxTables.has(table))).toEqual([]);
  });
});
