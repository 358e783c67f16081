import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { getTableName, is, Table } from 'drizzle-orm';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as schema from '../../apps/server/src/db/schema';

/**
 * Every table has one owner (DESIGN.md): only the module whose schema file defines it writes it,
 * and a sandbox writes only its own tables. The import zones stop a module from importing another
 * module's schema file; this reads what each module and provider actually writes, whatever way the
 * table reached it, in drizzle calls (`tx.update(sims)`) and raw SQL (sql`update sims ...`).
 */
const repo = join(import.meta.dirname, '../..');
const server = join(repo, 'apps/server/src');
const schemaDir = join(server, 'db/schema');

const typeScriptFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))
    .map((path) => join(dir, path));

/** A schema file's owner: `<module>.ts` and `<module>-<part>.ts`; `sandbox-<provider>(-<part>).ts` for a provider's sandbox. */
const ownerOf = (file: string): string => {
  const name = basename(file, '.ts');
  const sandbox = /^sandbox-([^-]+)/.exec(name);
  return sandbox === null ? `modules/${name.split('-')[0]}` : `providers/${sandbox[1]}`;
};

interface Tables {
  /** SQL name of each table by the identifier the schema exports it as. */
  byIdentifier: Map<string, string>;
  /** The schema file declaring each table, by SQL name. */
  fileOf: Map<string, string>;
}

/** The schema's tables, read from the real schema, and the file that declares each. */
const tablesOf = (): Tables => {
  const byIdentifier = new Map<string, string>();
  for (const [identifier, value] of Object.entries(schema)) {
    if (is(value, Table)) byIdentifier.set(identifier, getTableName(value));
  }
  const fileOf = new Map<string, string>();
  for (const file of typeScriptFiles(schemaDir).filter((path) => basename(path) !== 'index.ts')) {
    for (const [, identifier] of readFileSync(file, 'utf8').matchAll(/^export const (\w+)\s*=/gm)) {
      const table = identifier === undefined ? undefined : byIdentifier.get(identifier);
      if (table !== undefined) fileOf.set(table, relative(server, file));
    }
  }
  return { byIdentifier, fileOf };
};

interface Write {
  line: number;
  verb: 'insert' | 'update' | 'delete';
  /** An identifier as written (`sims`, `schema.sims`) or an SQL table name. */
  target: { identifier: string } | { sqlName: string };
}

const SQL_WRITE = /\b(insert\s+into|update|delete\s+from)\s+(?:\$\{([\w.]+)\}|"?(\w+)"?)/gi;

/** The inserts, updates and deletes a source file makes, with the names the file gives their tables. */
const writesIn = (source: string): { writes: Write[]; aliases: Map<string, string> } => {
  const file = ts.createSourceFile('source.ts', source, ts.ScriptTarget.Latest, true);
  const writes: Write[] = [];
  // Local names of schema exports: `import { sims as simRows }` and `import * as schema`.
  const aliases = new Map<string, string>();
  const lineOf = (node: ts.Node): number => file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && /\/db\/schema(\/|$)/.test(node.moduleSpecifier.text)) {
      const bindings = node.importClause?.namedBindings;
      if (bindings !== undefined && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) aliases.set(element.name.text, (element.propertyName ?? element.name).text);
      } else if (bindings !== undefined) {
        aliases.set(`${bindings.name.text}.*`, '');
      }
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.arguments.length === 1) {
      const verb = node.expression.name.text;
      const [table] = node.arguments;
      if ((verb === 'insert' || verb === 'update' || verb === 'delete') && table !== undefined && (ts.isIdentifier(table) || ts.isPropertyAccessExpression(table))) {
        writes.push({ line: lineOf(node), verb, target: { identifier: table.getText(file) } });
      }
    }
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText(file) === 'sql') {
      const template = node.template;
      const text = ts.isNoSubstitutionTemplateLiteral(template)
        ? template.text
        : template.head.text + template.templateSpans.map((span) => `\${${span.expression.getText(file)}}${span.literal.text}`).join('');
      for (const match of text.matchAll(SQL_WRITE)) {
        const verb = (match[1] ?? '').toLowerCase().split(/\s/)[0] as Write['verb'];
        const target = match[2] === undefined ? { sqlName: match[3] ?? '' } : { identifier: match[2] };
        writes.push({ line: lineOf(node), verb, target });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { writes, aliases };
};

/** The table a write names, when it names one of the schema's. */
const tableWritten = (target: Write['target'], aliases: Map<string, string>, tables: Tables): string | undefined => {
  if ('sqlName' in target) return tables.fileOf.has(target.sqlName) ? target.sqlName : undefined;
  const [first = '', second] = target.identifier.split('.');
  if (second !== undefined) return aliases.has(`${first}.*`) ? tables.byIdentifier.get(second) : undefined;
  // A table may also reach a module under its own name through another module's re-export.
  return tables.byIdentifier.get(aliases.get(first) ?? first);
};

describe('table writes', () => {
  it('reads drizzle calls and raw SQL, under any local name', () => {
    const tables = tablesOf();
    const { writes, aliases } = writesIn(
      [
        "import { sims as simRows, balanceEntries } from '../../db/schema/iot';",
        "import * as tables from '../../db/schema';",
        'await tx.update(simRows).set({ balance: 0 });',
        'await db.insert(balanceEntries).values(row);',
        'await db.delete(tables.orders);',
        'await db.execute(sql`update sims s set balance = 0`);',
        'await db.execute(sql`insert into ${balanceEntries} (id) values (1)`);',
        'await db.execute(sql`delete from "orders" where id = ${id}`);',
        'hash.update(secret);',
      ].join('\n'),
    );
    expect(writes.map(({ verb, target }) => [verb, tableWritten(target, aliases, tables)])).toEqual([
      ['update', 'sims'],
      ['insert', 'balance_entries'],
      ['delete', 'orders'],
      ['update', 'sims'],
      ['insert', 'balance_entries'],
      ['delete', 'orders'],
      ['update', undefined],
    ]);
  });

  it('lets a module or a provider write only the tables its schema files define', () => {
    const tables = tablesOf();
    const unplaced = [...tables.byIdentifier.values()].filter((table) => !tables.fileOf.has(table));
    expect(unplaced, 'tables no schema file declares with `export const`').toEqual([]);

    const offenders: string[] = [];
    let written = 0;
    for (const kind of ['modules', 'providers']) {
      for (const file of typeScriptFiles(join(server, kind))) {
        const path = relative(server, file);
        const owner = path.split('/').slice(0, 2).join('/');
        const { writes, aliases } = writesIn(readFileSync(file, 'utf8'));
        for (const { line, verb, target } of writes) {
          const table = tableWritten(target, aliases, tables);
          const defined = table === undefined ? undefined : tables.fileOf.get(table);
          if (table === undefined || defined === undefined) continue;
          written += 1;
          if (ownerOf(defined) !== owner) offenders.push(`${path}:${line} ${verb}s ${table}, a table of ${defined} (owner ${ownerOf(defined)})`);
        }
      }
    }
    expect(written, 'writes found in modules and providers').toBeGreaterThan(0);
    expect(offenders, 'writes to a table another module or sandbox owns').toEqual([]);
  });
});
