import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

const repoRoot = resolve(import.meta.dirname, '../../../..');

describe('loadConfig', () => {
  it('has working defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: resolve(repoRoot, 'data'),
      databaseUrl: undefined,
      logLevel: 'info',
      webDist: resolve(repoRoot, 'apps/web/dist'),
      trustProxy: false,
      rateLimits: true,
      smsProvider: 'sandbox',
      smsOutbox: true,
      shopSecret: undefined,
      logisticsMinutesPerStep: 5,
      networkSwitchSeconds: 5,
      deviceSandbox: { delayMs: 3000, powerOnAfterMs: 120_000 },
      payments: { publicUrl: undefined, sandboxSecret: undefined, sandboxDuplicateRate: 0.2, wechat: undefined, alipay: undefined },
      workDir: process.cwd(),
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/shop',
      DATABASE_URL: 'postgres://shop@db:5432/shop',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/srv/web',
      TRUST_PROXY: 'true',
      RATE_LIMITS: 'off',
      SMS_PROVIDER: 'sandbox',
      NODE_ENV: 'production',
      SHOP_SECRET: 'k'.repeat(32),
      LOGISTICS_SANDBOX_MINUTES_PER_STEP: '0.5',
      CARRIER_SANDBOX_SWITCH_SECONDS: '2',
      DEVICE_SANDBOX_DELAY_SECONDS: '1',
      DEVICE_SANDBOX_POWER_ON_SECONDS: '60',
      PUBLIC_URL: 'https://shop.example.cn',
      SANDBOX_PAY_SECRET: 's'.repeat(16),
      SANDBOX_PAY_DUPLICATE_RATE: '0',
    });
    expect(config).toEqual({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/var/lib/shop',
      databaseUrl: 'postgres://shop@db:5432/shop',
      logLevel: 'warn',
      webDist: '/srv/web',
      trustProxy: true,
      rateLimits: false,
      smsProvider: 'sandbox',
      smsOutbox: false,
      shopSecret: 'k'.repeat(32),
      logisticsMinutesPerStep: 0.5,
      networkSwitchSeconds: 2,
      deviceSandbox: { delayMs: 1000, powerOnAfterMs: 60_000 },
      payments: { publicUrl: 'https://shop.example.cn', sandboxSecret: 's'.repeat(16), sandboxDuplicateRate: 0, wechat: undefined, alipay: undefined },
      workDir: process.cwd(),
    });
  });

  it('reads relative paths from the directory npm was started in', () => {
    const config = loadConfig({ DATA_DIR: 'mydata', WEB_DIST: './web', INIT_CWD: '/home/shop' });
    expect(config.dataDir).toBe('/home/shop/mydata');
    expect(config.webDist).toBe('/home/shop/web');
    expect(config.workDir).toBe('/home/shop');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8080, databaseUrl: undefined });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'maybe'],
    ['SMS_PROVIDER', 'carrier-pigeon'],
    ['DATABASE_URL', 'mysql://db/shop'],
    ['SHOP_SECRET', 'short'],
    ['LOGISTICS_SANDBOX_MINUTES_PER_STEP', '0'],
    ['CARRIER_SANDBOX_SWITCH_SECONDS', '-1'],
  ])('names the bad variable %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid environment variable ${name}: .+ \\(got "${value.replace('.', '\\.')}"\\)$`));
  });
});
