import pino from 'pino';
import { ConfigError, type Config, loadConfig } from '../src/config';
import type { BulkOutcome, Progress } from '../src/modules/numbers/bulk';
import { createNumberService, type NumberService } from '../src/modules/numbers/service';
import { createPromoterService } from '../src/modules/promoter/service';
import { createGeoip } from '../src/providers/geoip';
import { openShopDatabase } from '../src/startup';

/** Progress and problems go to stderr; the summary to stdout. */
export const progress: Progress = (done, total) => process.stderr.write(`${done}/${total}\n`);

export const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

/** Runs `task` on the configured database (migrated, seeded if new), then closes it. */
export const withNumbers = async (task: (numbers: NumberService, config: Config) => Promise<BulkOutcome>): Promise<void> => {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    return fail(error instanceof ConfigError ? error.message : String(error));
  }
  const database = await openShopDatabase(config, pino({ level: 'warn' }, pino.destination(2)));
  try {
    const promoters = createPromoterService(database.handle.db);
    const outcome = await task(createNumberService(database.handle.db, { geoip: createGeoip(), promoters }), config);
    for (const { line, message } of outcome.problems) process.stderr.write(`line ${line}: ${message}\n`);
    process.stdout.write(`read ${outcome.read}, added ${outcome.inserted}, already on file ${outcome.known}, rejected ${outcome.problems.length}\n`);
  } finally {
    await database.close();
  }
};
