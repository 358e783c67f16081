import { DrizzleQueryError } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { logOptions, withoutQueryValues } from './log';

const failedInsert = () => {
  const cause = Object.assign(new Error('new row for relation "orders" violates check constraint "orders_amount_check"'), {
    code: '23514',
    constraint: 'orders_amount_check',
    detail: 'Failing row contains (1, SN1, 13812345678, 张伟, 科技园南区 1 栋).',
  });
  return new DrizzleQueryError('insert into "orders" ("buyer_mobile", "buyer_name") values ($1, $2)', ['13812345678', '张伟'], cause);
};

describe('errors in the log', () => {
  it("keep a failed query's SQL and the database's reason, never its values", () => {
    const safe = withoutQueryValues(failedInsert()) as Error;
    const text = JSON.stringify({ message: safe.message, stack: safe.stack, cause: safe.cause });
    expect(text).toContain('insert into \\"orders\\"');
    expect(text).toContain('orders_amount_check');
    expect(text).toContain('23514');
    for (const value of ['13812345678', '张伟', '科技园']) expect(text).not.toContain(value);
  });

  it('leave other errors as they are', () => {
    const error = new Error('the SMS vendor is down');
    expect(withoutQueryValues(error)).toBe(error);
  });

  it('are written that way by a logger made with logOptions', () => {
    const lines: string[] = [];
    const logger = pino(logOptions('info'), { write: (line: string) => void lines.push(line) });
    logger.error({ err: failedInsert() }, 'unexpected fault');
    expect(lines.join('')).toContain('orders_amount_check');
    expect(lines.join('')).not.toContain('13812345678');
  });
});
