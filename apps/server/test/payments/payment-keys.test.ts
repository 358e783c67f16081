import { createPrivateKey, createPublicKey, createSign, createVerify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { alipayProvider } from '../../src/providers/payment/alipay';
import { wechatPayProvider } from '../../src/providers/payment/wechat';
import { aWechatPay } from '../support/payments';
import { fakeWechatPay, rsaKeys } from '../support/vendors';

/** A self-signed stand-in for a WeChat Pay platform certificate, with its private key. */
const FIXTURES = resolve(import.meta.dirname, '../fixtures/wechatpay');
const CERT_FILE = join(FIXTURES, 'platform-cert.pem');
const CERT_SERIAL = '3B1A8E2C4F5D6E7A8B9C0D1E2F3A4B5C6D7E8F90';
const certPrivateKey = readFileSync(join(FIXTURES, 'platform-cert-key.pem'), 'utf8');

const dir = mkdtempSync(join(tmpdir(), 'pay-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
/** What Alipay's key tool writes: the key's DER in base64 on one line, no PEM armour. */
const bare = (der: Buffer): string => `${der.toString('base64')}\n`;

const alipayEnv = (privateKeyFile: string, publicKeyFile: string) => ({
  PUBLIC_URL: 'https://shop.example.com',
  ALIPAY_APP_ID: '2021000000000001',
  ALIPAY_PRIVATE_KEY_FILE: privateKeyFile,
  ALIPAY_PUBLIC_KEY_FILE: publicKeyFile,
});

describe("Alipay keys as Alipay's key tool writes them", () => {
  const app = rsaKeys();
  const platform = rsaKeys();
  const publicKeyFile = file('alipayPublicKey_RSA2.txt', bare(createPublicKey(platform.publicKey).export({ type: 'spki', format: 'der' })));

  /** The application signs with its key and verifies with Alipay's, whatever form the files had. */
  const expectWorking = (privateKeyFile: string) => {
    const settings = loadConfig(alipayEnv(privateKeyFile, publicKeyFile)).payments.alipay;
    if (!settings) throw new Error('Alipay is not configured');
    const signed = createSign('RSA-SHA256').update('text').sign(settings.appPrivateKey, 'base64');
    expect(createVerify('RSA-SHA256').update('text').verify(app.publicKey, signed, 'base64')).toBe(true);
    const fromAlipay = createSign('RSA-SHA256').update('text').sign(platform.privateKey, 'base64');
    expect(createVerify('RSA-SHA256').update('text').verify(settings.alipayPublicKey, fromAlipay, 'base64')).toBe(true);
    expect(alipayProvider(settings).name).toBe('alipay');
  };

  it('reads a bare base64 PKCS#8 private key (the Java format) and a bare base64 public key', () => {
    expectWorking(file('app-pkcs8.txt', bare(createPrivateKey(app.privateKey).export({ type: 'pkcs8', format: 'der' }))));
  });

  it('reads a bare base64 PKCS#1 private key (the format for other languages)', () => {
    expectWorking(file('app-pkcs1.txt', bare(createPrivateKey(app.privateKey).export({ type: 'pkcs1', format: 'der' }))));
  });

  it('still reads PEM files', () => {
    expectWorking(file('app.pem', app.privateKey));
  });

  it('stops the start naming the variable when a file holds no key', () => {
    const garbage = file('garbage.txt', 'not a key at all');
    expect(() => loadConfig(alipayEnv(garbage, publicKeyFile))).toThrow(ConfigError);
    expect(() => loadConfig(alipayEnv(garbage, publicKeyFile))).toThrow(/ALIPAY_PRIVATE_KEY_FILE: expected an RSA private key/);
    expect(() => loadConfig(alipayEnv(file('app-ok.pem', app.privateKey), garbage))).toThrow(/ALIPAY_PUBLIC_KEY_FILE: expected an RSA public key/);
  });
});

describe('WeChat Pay keys', () => {
  const merchant = rsaKeys();
  const oldKey = rsaKeys();
  const newKey = rsaKeys();
  const wechatEnv = (keys: Record<string, string>) => ({
    PUBLIC_URL: 'https://shop.example.com',
    WECHAT_PAY_MCHID: '1900000109',
    WECHAT_PAY_APPID: 'wxd678efh567hg6787',
    WECHAT_PAY_SERIAL_NO: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    WECHAT_PAY_PRIVATE_KEY_FILE: file('apiclient_key.pem', merchant.privateKey),
    WECHAT_PAY_APIV3_KEY: 'a'.repeat(32),
    ...keys,
  });
  const settingsOf = (keys: Record<string, string>) => {
    const settings = loadConfig(wechatEnv(keys)).payments.wechat;
    if (!settings) throw new Error('WeChat Pay is not configured');
    return settings;
  };
  /** A notification signed by `privateKey` under `serial`, as WeChat Pay sends it. */
  /** A notification to this merchant, signed by `privateKey` under `serial` as WeChat Pay sends it, through the adapter. */
  const notificationFrom = (settings: ReturnType<typeof settingsOf>, serial: string, privateKey: string) => {
    const vendor = aWechatPay();
    Object.assign(vendor.settings, settings);
    const { body, headers } = vendor.notification({ out_trade_no: 'PAY1', amount: { total: 100 } }, { signer: { serial, privateKey } });
    return wechatPayProvider(settings).verifyNotification(Buffer.from(body), headers);
  };
  const OLD_ID = 'PUB_KEY_ID_0119000001092025010100000000000001';
  const NEW_ID = 'PUB_KEY_ID_0119000001092026010100000000000002';

  it('accepts several public key ids, so WeChat Pay can rotate its key', () => {
    const settings = settingsOf({
      WECHAT_PAY_PUBLIC_KEY_FILE: `${file('pub_key_old.pem', oldKey.publicKey)}, ${file('pub_key_new.pem', newKey.publicKey)}`,
      WECHAT_PAY_PUBLIC_KEY_ID: `${OLD_ID},${NEW_ID}`,
    });
    expect(notificationFrom(settings, OLD_ID, oldKey.privateKey)).toMatchObject({ paymentSn: 'PAY1', outcome: 'succeeded' });
    expect(notificationFrom(settings, NEW_ID, newKey.privateKey)).toMatchObject({ paymentSn: 'PAY1', outcome: 'succeeded' });
    expect(() => notificationFrom(settings, NEW_ID, oldKey.privateKey)).toThrow(/Wechatpay-Signature does not match/);
  });

  it('accepts platform certificates, keyed by their serial, alone or beside public keys', () => {
    const certOnly = settingsOf({ WECHAT_PAY_PLATFORM_CERT_FILE: CERT_FILE });
    expect(notificationFrom(certOnly, CERT_SERIAL, certPrivateKey)).toMatchObject({ paymentSn: 'PAY1', outcome: 'succeeded' });
    expect(() => notificationFrom(certOnly, OLD_ID, oldKey.privateKey)).toThrow(/unknown Wechatpay-Serial/);

    const both = settingsOf({ WECHAT_PAY_PLATFORM_CERT_FILE: CERT_FILE, WECHAT_PAY_PUBLIC_KEY_FILE: file('pub_key.pem', oldKey.publicKey), WECHAT_PAY_PUBLIC_KEY_ID: OLD_ID });
    expect(notificationFrom(both, CERT_SERIAL, certPrivateKey)).toMatchObject({ outcome: 'succeeded' });
    expect(notificationFrom(both, OLD_ID, oldKey.privateKey)).toMatchObject({ outcome: 'succeeded' });
  });

  it('stops the start naming the variable when keys and ids do not pair up, or no key is given', () => {
    expect(() => settingsOf({ WECHAT_PAY_PUBLIC_KEY_FILE: file('one.pem', oldKey.publicKey), WECHAT_PAY_PUBLIC_KEY_ID: `${OLD_ID},${NEW_ID}` })).toThrow(
      /WECHAT_PAY_PUBLIC_KEY_FILE: expected one public key file per key id/,
    );
    expect(() => settingsOf({})).toThrow(/WECHAT_PAY_PUBLIC_KEY_FILE: required with WECHAT_PAY_PUBLIC_KEY_ID, unless WECHAT_PAY_PLATFORM_CERT_FILE is set/);
    expect(() => settingsOf({ WECHAT_PAY_PLATFORM_CERT_FILE: file('not-a-cert.pem', oldKey.publicKey) })).toThrow(/WECHAT_PAY_PLATFORM_CERT_FILE: expected readable PEM certificate files/);
  });

  describe('in certificate mode, answers signed under the certificate serial', () => {
    const settings = settingsOf({ WECHAT_PAY_PLATFORM_CERT_FILE: CERT_FILE });
    const fake = fakeWechatPay(merchant.publicKey, { serial: CERT_SERIAL, privateKey: certPrivateKey });
    beforeAll(async () => {
      settings.baseUrl = await fake.start();
    });
    afterAll(() => fake.stop());

    it('are believed, and refused when not signed', async () => {
      const provider = wechatPayProvider(settings);
      const refund = { paymentSn: 'PAY1', refundSn: 'RPAY1', amountFen: 500, reason: '号码已售出' };
      await expect(provider.refund(refund, undefined as never)).resolves.toBeUndefined();
      fake.answerAs('unsigned');
      await expect(provider.refund(refund, undefined as never)).rejects.toThrow(/Wechatpay/);
    });
  });
});
