import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import direction (DESIGN.md): a zone may not import what sits above it. */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const noServer = { group: ['**/apps/server/**', '@shop/server', '@shop/server/**'], message: 'The web app never imports the server.' };
const noPages = { group: ['**/pages/**', '**/pages-sub/**'], message: 'Only the app shell and pages import pages.' };
const noApp = { group: ['**/app/**'], message: 'Only the app shell imports app/.' };
const noRoutes = { group: ['**/routes', '**/routes.ts', '**/app', '**/main'], message: 'Services and below never import routes or the app.' };
const noModules = { group: ['**/modules/**'], message: 'db/ and providers/ never import modules.' };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/migrations/**', 'bench/results/**', 'e2e/screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules, ...restrict([noServer]) },
  },
  { files: ['apps/web/src/{components,lib,stores,i18n}/**'], rules: restrict([noServer, noPages, noApp]) },
  { files: ['apps/web/src/pages/**', 'apps/web/src/pages-sub/**'], rules: restrict([noServer, noApp]) },
  { files: ['apps/server/src/modules/*/service.ts', 'apps/server/src/modules/*/queries.ts'], rules: restrict([noRoutes]) },
  { files: ['apps/server/src/{db,providers}/**'], rules: restrict([noRoutes, noModules]) },
  { files: ['packages/contract/**'], rules: restrict([{ group: ['**/apps/**', '@shop/server', '@shop/web'], message: 'The contract imports zod only.' }]) },
  { files: ['bench/**', 'e2e/**', 'scripts/**'], rules: { 'no-console': 'off' } },
);
