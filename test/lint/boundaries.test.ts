import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { configFor } from '../../eslint.config.js';

/**
 * The fixture is a small checkout: the repository's folders with a few files each, some
 * breaking a boundary on purpose. The real configuration is built over it, so each zone is
 * proved to refuse what it should and to let through what it should.
 */
const fixture = join(import.meta.dirname, 'fixture');

/** A zone's refusal, named by the message the configuration gives that zone. */
const zone = (message: string): string => `import-x/no-restricted-paths: ${message}`;
const SERVER = zone('The web app never imports the server.');
const WEB = zone('The server never imports the web app.');
const SHARED = zone('stores/ and i18n/ sit below shared/: they never import it.');
const FAMILY = zone("A family's own files reach a sub-area only through that sub-area's index.");
const MODULE_TABLES = zone(
  "A module imports from db/schema only its own files (<module>.ts, <module>-*.ts) and columns.ts: never the index, another module's file or a sandbox's.",
);
const PROVIDER_TABLES = zone("A provider imports from db/schema only its sandbox's files (sandbox-<provider>.ts, sandbox-<provider>-*.ts) and columns.ts.");
const HTTP_TABLES = zone('http/ never imports db/schema: each table belongs to its module.');
const LIB_DB = zone('lib/ never imports db/: what reads or writes a table belongs to its module.');
const FEATURE = zone("A feature imports another feature only through that feature's index.");
const PAGE = zone('Only the app shell imports pages.');
const BELOW = zone('shared/, stores/ and i18n/ sit below the features: they never import one.');
const APP = zone('Only the app shell imports app/.');
const THROUGH_INDEX = zone('Pages import a feature only through its index.');
const MODULE = zone("A module reaches another module only through that module's service.ts.");
const TRANSPORT = zone('Only routes.ts knows the transport: services take plain values (identities live in src/identity.ts).');
const LAYER = zone('db/, providers/, http/ and lib/ never import modules.');
const PROVIDER = zone("A provider's parts take its interface from types.ts; index.ts only assembles them.");
const CONTRACT = zone('The contract imports zod only: nothing of the apps.');
const LEAF = zone('config.ts is a leaf: everything may read it, it imports nothing of the server.');
const ENTRY = zone('The wiring (app.ts, main.ts, startup.ts, services.ts) and seed/, docs/, static/ sit above the layers: none imports them.');
const CYCLE = 'import-x/no-cycle';
const ENV = 'no-restricted-properties';

/** Every fixture file and the rules that must refuse it; [] means it must pass. */
const expected: Record<string, string[]> = {
  // web
  'apps/web/src/pages/index/index/index.tsx': [SERVER],
  'apps/web/src/shared/numbers.ts': [BELOW],
  'apps/web/src/stores/user.ts': [BELOW],
  'apps/web/src/i18n/index.ts': [APP],
  'apps/web/src/features/order/placeOrder.ts': [FEATURE],
  'apps/web/src/features/order/backToPage.ts': [PAGE],
  'apps/web/src/pages/order/parts.tsx': [THROUGH_INDEX],
  'apps/web/src/shared/format.ts': [],
  'apps/web/src/stores/session.ts': [SHARED],
  'apps/web/src/stores/locale.ts': [],
  'apps/web/src/i18n/messages.ts': [SHARED],
  'apps/web/src/i18n/locale.ts': [],
  'apps/web/src/shared/texts.ts': [],
  'apps/web/src/features/numbers/index.ts': [],
  'apps/web/src/features/numbers/lib/search.ts': [],
  'apps/web/src/features/order/index.ts': [],
  'apps/web/src/features/order/components/OrderItem.tsx': [],
  'apps/web/src/features/order/pick.ts': [],
  'apps/web/src/pages/order/index.tsx': [],
  'apps/web/src/app/shell.ts': [],
  'apps/web/src/features/iot/packages/buy.ts': [FEATURE],
  'apps/web/src/features/order/simInternals.ts': [FEATURE],
  'apps/web/src/features/order/simBalance.ts': [],
  'apps/web/src/pages-sub/iot/packages/index.tsx': [THROUGH_INDEX],
  'apps/web/src/features/iot/units.ts': [],
  'apps/web/src/features/iot/components/Balance.tsx': [FAMILY],
  'apps/web/src/features/iot/layout.ts': [],
  'apps/web/src/features/iot/wallet/index.ts': [],
  'apps/web/src/features/iot/wallet/lib/balance.ts': [],
  'apps/web/src/features/iot/packages/index.ts': [],
  'apps/web/src/features/iot/packages/renew.ts': [],
  'apps/web/src/pages-sub/iot/wallet/index.tsx': [],
  // server
  'apps/server/src/modules/orders/lifecycle.ts': [MODULE],
  'apps/server/src/modules/orders/service.ts': [TRANSPORT],
  'apps/server/src/http/register.ts': [LAYER],
  'apps/server/src/modules/orders/sweeper.ts': [ENV],
  'apps/server/src/lib/timer.ts': ['@typescript-eslint/no-floating-promises', '@typescript-eslint/no-misused-promises'],
  'apps/server/src/providers/sms/index.ts': [CYCLE],
  'apps/server/src/providers/sms/sandbox.ts': [CYCLE, PROVIDER],
  'apps/server/src/providers/logistics/sandbox.ts': [PROVIDER],
  'apps/server/src/modules/iot/sim/view.ts': [MODULE],
  'apps/server/src/modules/iot/sim/service.ts': [],
  'apps/server/src/modules/iot/session/service.ts': [],
  'apps/server/src/modules/iot/session/queries.ts': [],
  'apps/server/src/config.ts': [LEAF],
  'apps/server/src/db/client.ts': [ENTRY],
  'apps/server/src/modules/orders/flags.ts': ['no-restricted-imports'],
  'apps/server/src/app.ts': [],
  'apps/server/src/identity.ts': [],
  'apps/server/src/http/answer.ts': [],
  'apps/server/src/modules/numbers/queries.ts': [],
  'apps/server/src/modules/numbers/service.ts': [],
  'apps/server/src/modules/numbers/routes.ts': [],
  'apps/server/src/modules/orders/routes.ts': [],
  'apps/server/src/providers/logistics/index.ts': [],
  'apps/server/src/providers/logistics/types.ts': [],
  'apps/server/src/providers/carrier/sandbox.ts': [],
  'apps/server/src/providers/carrier/types.ts': [],
  'apps/server/test/database.ts': [],
  'apps/server/src/lib/pages.ts': [WEB],
  'apps/server/src/lib/idempotency.ts': [LIB_DB],
  'apps/server/src/http/health.ts': [],
  'apps/server/src/http/tables.ts': [HTTP_TABLES],
  'apps/server/src/modules/numbers/all.ts': [MODULE_TABLES],
  'apps/server/src/modules/numbers/outbox.ts': [MODULE_TABLES],
  'apps/server/src/modules/orders/stock.ts': [MODULE_TABLES],
  'apps/server/src/modules/orders/catalogue.ts': [],
  'apps/server/src/providers/carrier/sims.ts': [PROVIDER_TABLES],
  'apps/server/src/providers/sms/outbox.ts': [],
  'apps/server/src/db/schema/columns.ts': [],
  'apps/server/src/db/schema/numbers.ts': [],
  'apps/server/src/db/schema/orders.ts': [],
  'apps/server/src/db/schema/orders-catalogue.ts': [],
  'apps/server/src/db/schema/sandbox-sms.ts': [],
  'apps/server/src/db/schema/sandbox-sms-inbox.ts': [],
  'apps/server/src/db/schema/index.ts': [],
  'apps/server/src/seed/tables.ts': [],
  'apps/server/test/tables.ts': [],
  // contract
  'packages/contract/src/env.ts': [ENV],
  'packages/contract/src/identity.ts': ['import-x/no-nodejs-modules', CONTRACT],
  'packages/contract/src/reply.ts': ['import-x/no-extraneous-dependencies'],
  'packages/contract/src/schema.ts': [],
  'packages/contract/src/limits.ts': [],
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path))
    .map((path) => path.split('\\').join('/'))
    .sort();

/** The rule that refused, with the zone's own message for a zone; a parse failure shows as such. */
const refusal = (message: Linter.LintMessage): string => {
  if (message.ruleId === null) return `fatal: ${message.message}`;
  const zoneMessage = /restricted zone\. (.*)$/.exec(message.message)?.[1];
  return zoneMessage === undefined ? message.ruleId : zone(zoneMessage);
};

describe('lint boundaries', () => {
  it('lists every fixture file', () => {
    expect(sourceFiles(fixture)).toEqual(Object.keys(expected).sort());
  });

  it('refuses each probe by the right rule and passes the allowed imports', { timeout: 120_000 }, async () => {
    const eslint = new ESLint({ cwd: fixture, overrideConfigFile: true, overrideConfig: configFor(fixture) });
    const results = await eslint.lintFiles(['.']);
    const found = Object.fromEntries(
      results.map((result) => [
        relative(fixture, result.filePath).split('\\').join('/'),
        [...new Set(result.messages.map(refusal))].sort(),
      ]),
    );
    const wanted = Object.fromEntries(Object.entries(expected).map(([path, rules]) => [path, [...rules].sort()]));
    expect(found).toEqual(wanted);
  });
});
