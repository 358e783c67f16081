import { Code } from '@shop/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BusinessError } from '../errors';
import { sendEnvelope } from './answer';

export const BODY_LIMIT_BYTES = 64 * 1024;

/** What a caller sent is echoed in messages only this long. */
const shown = (text: string): string => (text.length > 120 ? `${text.slice(0, 120)}…` : text);

export const FaultText = {
  // Fastify's parser refuses broken syntax and prototype-poisoning keys with the same error.
  invalidJson: '请求内容不是有效的 JSON，或含有不允许的键（__proto__、constructor.prototype）',
  tooLarge: `请求内容过大，最多 ${BODY_LIMIT_BYTES / 1024} KiB`,
  mediaType: (type: string) => `不支持的内容类型 ${type}，请以 application/json 发送`,
  badRequest: '请求格式不正确',
  apiNotFound: (method: string, path: string) => `接口 ${method} ${path} 不存在`,
  notFound: (path: string) => `找不到 ${path}`,
  unexpected: (requestId: string) => `服务器处理请求时出错了，请稍后重试；如需联系客服，请提供请求编号 ${requestId}。`,
} as const;

/** Fastify's own refusals of a request, as messages a person can act on. */
const frameworkMessage = (error: FastifyError, request: FastifyRequest): string => {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return FaultText.tooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return FaultText.mediaType(shown(String(request.headers['content-type'])));
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return FaultText.invalidJson;
    default:
      return FaultText.badRequest;
  }
};

const isClientFault = (error: FastifyError): boolean =>
  typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500;

const handleFault = (error: FastifyError | BusinessError, request: FastifyRequest, reply: FastifyReply) => {
  if (error instanceof BusinessError) {
    request.log.info({ code: error.code, status: error.httpStatus }, error.message);
    return sendEnvelope(reply, error.httpStatus, error.code, error.message);
  }
  if (isClientFault(error)) {
    const message = frameworkMessage(error, request);
    request.log.info({ err: error }, message);
    return sendEnvelope(reply, error.statusCode ?? 400, Code.failed, message);
  }
  request.log.error({ err: error }, 'unexpected fault');
  return sendEnvelope(reply, 500, Code.failed, FaultText.unexpected(request.id));
};

/** Every failure becomes an envelope; unexpected ones are logged with the request id and hide their details. */
export const installFaultHandling = (app: FastifyInstance): void => {
  app.setErrorHandler(handleFault);
  app.setNotFoundHandler((request, reply) => {
    const path = shown(request.url.split('?')[0] ?? request.url);
    const message = path.startsWith('/api/') ? FaultText.apiNotFound(request.method, path) : FaultText.notFound(path);
    return sendEnvelope(reply, 404, Code.failed, message);
  });
};
