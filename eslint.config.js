import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';
const CONTRACT = 'packages/contract';
const SCHEMA = `${SERVER}/db/schema`;
const INDEX_FILES = ['index.ts', 'index.tsx'];
/** Feature folders whose sub-areas are features of their own (DESIGN.md: iot/<sub-area>). */
const FAMILIES = ['iot'];

/** Entries of a folder relative to root; none when it does not exist (yet). */
const entriesOf = (root, dir) => {
  try {
    return readdirSync(join(root, dir), { withFileTypes: true });
  } catch {
    return [];
  }
};

const subfolders = (root, dir) => entriesOf(root, dir).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

const holds = (root, dir, names) => entriesOf(root, dir).some((entry) => entry.isFile() && names.includes(entry.name));

/** Folders under `base` holding one of `markers`, searched `depth` levels down. */
const foldersWith = (root, base, markers, depth) => {
  const here = holds(root, base, markers) ? [base] : [];
  if (depth === 0) return here;
  return here.concat(subfolders(root, base).flatMap((name) => foldersWith(root, `${base}/${name}`, markers, depth - 1)));
};

/**
 * The schema files `name` owns: `<name>.ts` and `<name>-<part>.ts` (DESIGN.md: every table has one
 * owning module; a sandbox's tables are `sandbox-<provider>.ts`), with the shared column builders.
 */
const tablesOf = (root, name) =>
  entriesOf(root, SCHEMA)
    .filter((entry) => entry.isFile() && (entry.name === `${name}.ts` || (entry.name.startsWith(`${name}-`) && entry.name.endsWith('.ts'))))
    .map((entry) => `./${entry.name}`)
    .concat('./columns.ts');

/** A zone letting the code in `folder` (tests aside: they may import any table) import only `except` from db/schema. */
const ownTables = (folder, except, message) => ({ target: `${folder}/**/!(*.test).ts`, from: SCHEMA, except, message });

const inside = (child, parent) => child !== parent && !relative(parent, child).startsWith('..');
const related = (a, b) => a === b || inside(a, b) || inside(b, a);

/**
 * A zone letting `target` import `others` only through their public `files`, or those of a
 * folder nested in one of them (an iot sub-area's index inside features/iot/).
 */
const through = (target, others, folders, files, message) => {
  const from = others.filter((other) => !others.some((parent) => inside(other, parent)));
  const publicDirs = from.flatMap((top) => folders.filter((dir) => dir === top || inside(dir, top)).map((dir) => relative(top, dir)));
  const except = [...new Set(publicDirs.flatMap((dir) => files.map((file) => `./${dir === '' ? file : `${dir}/${file}`}`)))];
  return from.length === 0 ? [] : [{ target, from, except, message }];
};

/** One zone per folder: it reaches each unrelated folder only through that folder's public files. */
const onlyThrough = (folders, files, message) =>
  folders.flatMap((folder) => through(folder, folders.filter((other) => !related(folder, other)), folders, files, message));

/**
 * Import zones by resolved path (DESIGN.md, "Layout"). Features and modules are found on disk,
 * so a new one is covered the day its folder appears: a feature is any folder under features/
 * and any sub-area of a family (features/iot/<sub-area>) with an index; a module any folder
 * under modules/ with a service.ts or routes.ts, iot/<sub-area> included.
 */
const zonesFor = (root) => {
  const inFolder = (dir) => subfolders(root, dir).map((name) => `${dir}/${name}`);
  const subAreas = FAMILIES.flatMap((family) => inFolder(`${WEB}/features/${family}`).filter((dir) => holds(root, dir, INDEX_FILES)));
  const features = [...inFolder(`${WEB}/features`), ...subAreas];
  const modules = foldersWith(root, `${SERVER}/modules`, ['service.ts', 'routes.ts'], 3);
  // A family's own files (components/, layout.ts) are not in any sub-area: they too go through its index.
  const familyRest = FAMILIES.flatMap((family) => {
    const dir = `${WEB}/features/${family}`;
    const rest = entriesOf(root, dir).map((entry) => `${dir}/${entry.name}`).filter((path) => !subAreas.includes(path));
    const areas = subAreas.filter((area) => inside(area, dir));
    return rest.length === 0 ? [] : through(rest, areas, features, INDEX_FILES, "A family's own files reach a sub-area only through that sub-area's index.");
  });
  const [app, shared, stores, i18n, all] = ['app', 'shared', 'stores', 'i18n', 'features'].map((dir) => `${WEB}/${dir}`);
  const pages = [`${WEB}/pages`, `${WEB}/pages-sub`];
  return [
    { target: 'apps/web', from: 'apps/server', message: 'The web app never imports the server.' },
    { target: 'apps/server', from: 'apps/web', message: 'The server never imports the web app.' },
    { target: [shared, stores, i18n, all, ...pages], from: app, message: 'Only the app shell imports app/.' },
    { target: [shared, stores, i18n, all], from: pages, message: 'Only the app shell imports pages.' },
    { target: [shared, stores, i18n], from: all, message: 'shared/, stores/ and i18n/ sit below the features: they never import one.' },
    { target: [stores, i18n], from: shared, message: 'stores/ and i18n/ sit below shared/: they never import it.' },
    ...onlyThrough(features, INDEX_FILES, "A feature imports another feature only through that feature's index."),
    ...familyRest,
    ...through(pages, features, features, INDEX_FILES, 'Pages import a feature only through its index.'),
    ...onlyThrough(modules, ['service.ts'], "A module reaches another module only through that module's service.ts."),
    {
      target: [`${SERVER}/db`, `${SERVER}/providers`, `${SERVER}/http`, `${SERVER}/lib`],
      from: `${SERVER}/modules`,
      message: 'db/, providers/, http/ and lib/ never import modules.',
    },
    ...subfolders(root, `${SERVER}/modules`).map((name) =>
      ownTables(
        `${SERVER}/modules/${name}`,
        tablesOf(root, name),
        "A module imports from db/schema only its own files (<module>.ts, <module>-*.ts) and columns.ts: never the index, another module's file or a sandbox's.",
      ),
    ),
    ...subfolders(root, `${SERVER}/providers`).map((name) =>
      ownTables(
        `${SERVER}/providers/${name}`,
        tablesOf(root, `sandbox-${name}`),
        "A provider imports from db/schema only its sandbox's files (sandbox-<provider>.ts, sandbox-<provider>-*.ts) and columns.ts.",
      ),
    ),
    { target: `${SERVER}/http`, from: SCHEMA, message: 'http/ never imports db/schema: each table belongs to its module.' },
    { target: `${SERVER}/lib`, from: `${SERVER}/db`, message: 'lib/ never imports db/: what reads or writes a table belongs to its module.' },
    {
      target: `${SERVER}/providers/**/!(index).ts`,
      from: `${SERVER}/providers/*/index.ts`,
      message: "A provider's parts take its interface from types.ts; index.ts only assembles them.",
    },
    {
      target: `${SERVER}/modules/**/!(routes).ts`,
      from: `${SERVER}/http`,
      message: 'Only routes.ts knows the transport: services take plain values (identities live in src/identity.ts).',
    },
    {
      target: [`${SERVER}/modules`, `${SERVER}/db`, `${SERVER}/providers`, `${SERVER}/http`, `${SERVER}/lib`],
      from: ['app.ts', 'main.ts', 'startup.ts', 'services.ts', 'seed', 'docs', 'static'].map((path) => `${SERVER}/${path}`),
      message: 'The wiring (app.ts, main.ts, startup.ts, services.ts) and seed/, docs/, static/ sit above the layers: none imports them.',
    },
    { target: `${SERVER}/config.ts`, from: SERVER, except: ['./config.ts'], message: 'config.ts is a leaf: everything may read it, it imports nothing of the server.' },
    {
      target: `${CONTRACT}/src/**/!(*.test).ts`,
      from: '.',
      except: [`./${CONTRACT}`, './node_modules'],
      message: 'The contract imports zod only: nothing of the apps.',
    },
  ];
};

const TS = ['**/*.{ts,tsx,mts,cts}'];
const ENV_MESSAGE = 'Only apps/server/src/config.ts reads the environment: take a Config value instead.';

/**
 * The lint configuration of a checkout at `root`. The default export is this repository's;
 * test/lint builds it over a fixture tree to prove every zone refuses what it should.
 * @param {string} root absolute path of the checkout
 */
export const configFor = (root) =>
  defineConfig(
    { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/migrations/**', 'bench/results/**', 'e2e/screenshots/**', 'test/lint/fixture/**'] },
    js.configs.recommended,
    tseslint.configs.recommended,
    {
      languageOptions: { globals: { ...globals.node } },
      rules: {
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        'no-console': ['error', { allow: ['warn', 'error'] }],
      },
    },
    {
      files: TS,
      plugins: { 'import-x': importX },
      languageOptions: {
        // The root vitest.config.ts lies above every tsconfig.json, so the project service is told of it.
        parserOptions: { projectService: { allowDefaultProject: ['vitest.config.ts'] }, tsconfigRootDir: root },
      },
      settings: {
        ...importX.flatConfigs.typescript.settings,
        // No project maps `paths`, so the shared base resolves every import as its own project would,
        // without the resolver matching each import against six tsconfig files.
        'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}/tsconfig.base.json` })],
        // A resolution holds for the whole run; by default it expires after 30 s and is done again.
        'import-x/cache': { lifetime: '∞' },
      },
      rules: {
        '@typescript-eslint/no-floating-promises': 'error',
        '@typescript-eslint/no-misused-promises': 'error',
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'import-x/no-restricted-paths': ['error', { basePath: root, zones: zonesFor(root) }],
      },
    },
    {
      files: ['apps/web/**/*.{ts,tsx}'],
      plugins: { 'react-hooks': reactHooks },
      languageOptions: { globals: { ...globals.browser } },
      rules: reactHooks.configs.recommended.rules,
    },
    {
      files: [`${CONTRACT}/**`],
      ignores: ['**/*.test.ts'],
      plugins: { 'import-x': importX },
      rules: {
        'import-x/no-nodejs-modules': 'error',
        // Packages other than those in the contract's package.json (zod): type imports too.
        'import-x/no-extraneous-dependencies': ['error', { packageDir: join(root, CONTRACT), devDependencies: false, includeTypes: true }],
      },
    },
    {
      // Tools and test harnesses pass the environment on to the processes they start and choose
      // the database tier from it; the product itself reads it once, in config.ts.
      files: ['apps/**', 'packages/**'],
      ignores: [`${SERVER}/config.ts`, 'apps/server/test/**'],
      rules: {
        'no-restricted-properties': ['error', { object: 'process', property: 'env', message: ENV_MESSAGE }],
        'no-restricted-imports': [
          'error',
          { paths: ['process', 'node:process'].map((name) => ({ name, importNames: ['env'], message: ENV_MESSAGE })) },
        ],
      },
    },
    { files: ['bench/**', 'e2e/**', 'scripts/**'], rules: { 'no-console': 'off' } },
  );

export default configFor(import.meta.dirname);
