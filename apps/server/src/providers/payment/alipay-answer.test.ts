import { createSign, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifiedAlipayAnswer } from './alipay-answer';

const alipay = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
const sign = (text: string): string => createSign('RSA-SHA256').update(text).sign(alipay.privateKey, 'base64');
const METHOD = 'alipay.trade.refund';

describe('an Alipay answer', () => {
  it('is checked over the exact text Alipay sent, wherever its sign sits', () => {
    // Alipay writes "\/" and keeps its own spacing; a re-serialized copy would not match the sign.
    const inner = '{"code":"10000","msg":"Success","buyer_logon_id":"159****5620","gmt_refund_pay":"2024-05-01 12:00:00","note":"a \\"}\\" and a \\/"}';
    expect(verifiedAlipayAnswer(`{"alipay_trade_refund_response":${inner},"sign":"${sign(inner)}"}`, METHOD, alipay.publicKey)).toMatchObject({ code: '10000', note: 'a "}" and a /' });
    expect(verifiedAlipayAnswer(`{ "sign" : "${sign(inner)}", "alipay_cert_sn":"x", "alipay_trade_refund_response" : ${inner} }`, METHOD, alipay.publicKey)).toMatchObject({ code: '10000' });
  });

  it('takes a signed error_response as an answer, to be read as the failure it is', () => {
    const inner = '{"code":"40004","msg":"Business Failed","sub_code":"ACQ.TRADE_NOT_EXIST"}';
    expect(verifiedAlipayAnswer(`{"error_response":${inner},"sign":"${sign(inner)}"}`, METHOD, alipay.publicKey)).toMatchObject({ code: '40004' });
  });

  it('is refused unsigned, badly signed, signed over other text, or not JSON', () => {
    const inner = '{"code":"10000","msg":"Success"}';
    expect(() => verifiedAlipayAnswer(`{"alipay_trade_refund_response":${inner}}`, METHOD, alipay.publicKey)).toThrow(/not signed/);
    expect(() => verifiedAlipayAnswer(`{"alipay_trade_refund_response":${inner},"sign":"${sign('{}')}"}`, METHOD, alipay.publicKey)).toThrow(/does not match/);
    const twice = `{"alipay_trade_refund_response":{"code":"40004"},"sign":"${sign('{"code":"40004"}')}","alipay_trade_refund_response":${inner}}`;
    expect(() => verifiedAlipayAnswer(twice, METHOD, alipay.publicKey)).toThrow(/does not match/);
    expect(() => verifiedAlipayAnswer('<html>502</html>', METHOD, alipay.publicKey)).toThrow(/not JSON/);
    expect(() => verifiedAlipayAnswer(`{"sign":"${sign(inner)}"}`, METHOD, alipay.publicKey)).toThrow(/no response object/);
  });
});
