import { DrizzleQueryError } from 'drizzle-orm';
import pino, { type LoggerOptions } from 'pino';

type Level = NonNullable<LoggerOptions['level']>;

const framesOf = (stack: string | undefined): string => (stack ?? '').split('\n').filter((line) => line.startsWith('    at ')).join('\n');

/**
 * An error as the log may keep it. Drizzle writes a failed query's parameters into its message
 * and `params`, and PostgreSQL's `detail` quotes the failing row: either can hold a buyer's
 * mobile, name, address or an SMS code. The log keeps the SQL, the database's message and its
 * error code, which are what an operator needs.
 */
export const withoutQueryValues = (error: unknown): unknown => {
  if (!(error instanceof DrizzleQueryError)) return error;
  const safe = new Error(`Failed query: ${error.query}`);
  safe.name = 'DrizzleQueryError';
  safe.stack = `${safe.name}: ${safe.message}\n${framesOf(error.stack)}`;
  const cause: unknown = error.cause;
  if (cause instanceof Error) {
    const { code, constraint, table } = cause as Error & { code?: unknown; constraint?: unknown; table?: unknown };
    // The database's own message names the constraint, never the values; its `detail` is left out.
    safe.cause = Object.assign(new Error(cause.message), { name: cause.name, stack: cause.stack, code, constraint, table });
  }
  return safe;
};

/** pino's options for the shop's loggers: errors go through `withoutQueryValues` first. */
export const logOptions = (level: Level): LoggerOptions => ({
  level,
  serializers: { err: (error: unknown) => pino.stdSerializers.err(withoutQueryValues(error) as Error) },
});
