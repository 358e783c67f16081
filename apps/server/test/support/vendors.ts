import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AlipaySdk } from 'alipay-sdk';
import { Formatter, Rsa } from 'wechatpay-axios-plugin';

/**
 * Loopback stand-ins for the vendors' APIs. They check each request with the vendor's own SDK
 * and sign their answers as the vendor does, so the adapters are held to the real protocol.
 */

/** How a stand-in signs its answers: as the vendor does, not at all, or with a key that is not the vendor's. */
export type AnswerSigning = 'signed' | 'unsigned' | 'forged';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** Whether the request's signature checked out with the vendor SDK. */
  signatureValid: boolean;
}

export const rsaKeys = () =>
  generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });

const STRANGER = rsaKeys();

const serve = (answer: (request: Omit<ReceivedRequest, 'signatureValid'>, response: ServerResponse) => boolean) => {
  const received: ReceivedRequest[] = [];
  let origin = '';
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const one = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body };
      received.push({ ...one, signatureValid: answer(one, response) });
    });
  });
  return {
    received,
    url: () => origin,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
          resolve(origin);
        }),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** WeChat Pay's fields of a WECHATPAY2-SHA256-RSA2048 Authorization header. */
export const authorizationFields = (header: string): Record<string, string> =>
  Object.fromEntries([...header.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1] ?? '', match[2] ?? '']));

/**
 * The WeChat Pay API v3: checks the merchant's Authorization with the v3 SDK's formatter and
 * verifier, refuses a bad one with 401 SIGN_ERROR, and signs every answer with its key `serial`.
 */
export const fakeWechatPay = (merchantPublicKey: string, platform: { serial: string; privateKey: string }) => {
  const state = { signing: 'signed' as AnswerSigning };
  const wechat = serve(({ method, url, headers, body }, response) => {
    const header = String(headers.authorization ?? '');
    const fields = authorizationFields(header);
    const valid =
      header.startsWith('WECHATPAY2-SHA256-RSA2048 ') &&
      Rsa.verify(Formatter.request(method, url, fields.timestamp ?? '', fields.nonce_str ?? '', body), fields.signature ?? '', merchantPublicKey);
    const [status, text] = !valid
      ? [401, JSON.stringify({ code: 'SIGN_ERROR', message: '签名错误' })]
      : url === '/v3/pay/transactions/h5'
        ? [200, JSON.stringify({ h5_url: 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1&package=1' })]
        : [200, JSON.stringify({ refund_id: '50000000382019052709732678859', out_refund_no: JSON.parse(body).out_refund_no, status: 'PROCESSING' })];
    const timestamp = String(Formatter.timestamp());
    const nonce = Formatter.nonce();
    response.setHeader('content-type', 'application/json');
    response.setHeader('request-id', '08F78BB5AF0610D302');
    if (state.signing !== 'unsigned') {
      const key = state.signing === 'signed' ? platform.privateKey : STRANGER.privateKey;
      response.setHeader('wechatpay-serial', platform.serial);
      response.setHeader('wechatpay-timestamp', timestamp);
      response.setHeader('wechatpay-nonce', nonce);
      response.setHeader('wechatpay-signature', Rsa.sign(Formatter.response(timestamp, nonce, text), key));
    }
    response.statusCode = status;
    response.end(text);
    return valid;
  });
  return { ...wechat, answerAs: (signing: AnswerSigning) => void (state.signing = signing) };
};

/** The OpenAPI parameters of a gateway request: the SDKs put some in the query and the rest in the form body. */
const gatewayParams = (url: string, body: string): Record<string, string> => ({
  ...Object.fromEntries(new URL(url, 'http://gateway').searchParams),
  ...Object.fromEntries(new URLSearchParams(body)),
});

/**
 * Alipay's OpenAPI gateway: checks the application's `sign` with alipay-sdk's verifier (the
 * signed text with sign_type, as the gateway checks requests) and answers `xxx_response` with
 * Alipay's `sign` over its exact text.
 */
export const fakeAlipayGateway = (app: { appId: string; publicKey: string }, alipayPrivateKey: string) => {
  const state = { signing: 'signed' as AnswerSigning };
  // The SDK verifies with its "Alipay public key"; here that is the application's, to check the app's requests.
  const verifier = new AlipaySdk({ appId: app.appId, privateKey: STRANGER.privateKey, keyType: 'PKCS8', alipayPublicKey: app.publicKey });
  const gateway = serve(({ url, body }, response) => {
    const params = gatewayParams(url, body);
    const valid = params.app_id === app.appId && verifier.checkNotifySignV2(params);
    const method = params.method ?? 'unknown';
    const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
    const inner = valid
      ? { code: '10000', msg: 'Success', out_trade_no: biz.out_trade_no, trade_no: '2024050122001400000000000001', fund_change: 'Y', refund_fee: biz.refund_amount }
      : { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: '验签出错' };
    const key = `${method.replaceAll('.', '_')}_response`;
    const text = JSON.stringify(inner);
    const signing = state.signing === 'signed' ? alipayPrivateKey : STRANGER.privateKey;
    const sign = state.signing === 'unsigned' ? '' : `,"sign":${JSON.stringify(Rsa.sign(text, signing))}`;
    response.setHeader('content-type', 'text/html;charset=utf-8');
    response.end(`{"${key}":${text}${sign}}`);
    return valid;
  });
  return { ...gateway, answerAs: (signing: AnswerSigning) => void (state.signing = signing) };
};
