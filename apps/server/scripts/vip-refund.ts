import { parseArgs } from 'node:util';
import { renderMessage } from '@shop/contract';
import pino from 'pino';
import { ConfigError, type Config, loadConfig } from '../src/config';
import { BusinessError } from '../src/errors';
import { fenToYuan } from '../src/providers/payment/money';
import { refundMembership } from '../src/modules/vip/service';
import { openShopDatabase } from '../src/startup';

// npm run vip:refund -- --order-sn IOT20260301120000123456 --remark "why it is refunded"
// Refunds a VIP membership to the card's balance (see modules/vip/service.ts refundMembership).

const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

const USAGE = 'usage: npm run vip:refund -- --order-sn IOT… --remark "reason for the refund" (1 to 200 characters)';

const { values } = parseArgs({ options: { 'order-sn': { type: 'string' }, remark: { type: 'string' } } });
const orderSn = values['order-sn']?.trim() ?? '';
const remark = values.remark?.trim() ?? '';
if (!/^IOT\d{20}$/.test(orderSn) || remark.length === 0 || remark.length > 200) fail(USAGE);

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  config = fail(error instanceof ConfigError ? error.message : String(error));
}
const database = await openShopDatabase(config, pino({ level: 'warn' }, pino.destination(2)));
try {
  const refund = await refundMembership(database.handle.db, { orderSn, remark }, new Date());
  process.stdout.write(`refunded ¥${fenToYuan(refund.refundedFen)} of ${refund.orderSn} to the card's balance, now ¥${fenToYuan(refund.balanceAfterFen)}\n`);
} catch (error) {
  process.exitCode = 1;
  process.stderr.write(`${error instanceof BusinessError ? renderMessage(error.text, 'en') : String(error)}\n`);
} finally {
  await database.close();
}
