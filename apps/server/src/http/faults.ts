import { Code, defineMessages, inLocales, type Message, renderCatalogue, renderMessage, SERVER_DEFAULT_LOCALE, withValues } from '@shop/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BusinessError, RateLimited } from '../errors';
import { sendEnvelope } from './answer';

export const BODY_LIMIT_BYTES = 64 * 1024;
const BODY_LIMIT_KIB = BODY_LIMIT_BYTES / 1024;
/** Arrays and objects inside each other in a JSON body; the deepest body the shop reads has 2 levels. */
export const JSON_MAX_DEPTH = 32;

/** What a caller sent is echoed in messages only this long. */
const shown = (text: string): string => (text.length > 120 ? `${text.slice(0, 120)}…` : text);

export const FaultMessage = defineMessages('fault', {
  // Fastify's parser refuses broken syntax and prototype-poisoning keys with the same error.
  invalidJson: inLocales(
    '请求内容不是有效的 JSON，或含有不允许的键（__proto__、constructor.prototype）',
    '請求內容不是有效的 JSON，或含有不允許的鍵（__proto__、constructor.prototype）',
    'The request body is not valid JSON, or it holds a key that is not allowed (__proto__, constructor.prototype)',
    "Le corps de la requête n'est pas du JSON valide, ou il contient une clé interdite (__proto__, constructor.prototype)",
    'El cuerpo de la solicitud no es JSON válido o contiene una clave no permitida (__proto__, constructor.prototype)',
  ),
  tooDeep: inLocales(
    `请求内容嵌套过深，数组和对象最多嵌套 ${JSON_MAX_DEPTH} 层`,
    `請求內容巢狀過深，陣列和物件最多巢狀 ${JSON_MAX_DEPTH} 層`,
    `The request body is nested too deeply: arrays and objects at most ${JSON_MAX_DEPTH} levels deep`,
    `Le corps de la requête est trop imbriqué : tableaux et objets sur ${JSON_MAX_DEPTH} niveaux au plus`,
    `El cuerpo de la solicitud está demasiado anidado: matrices y objetos de ${JSON_MAX_DEPTH} niveles como máximo`,
  ),
  tooLarge: inLocales(
    `请求内容过大，最多 ${BODY_LIMIT_KIB} KiB`,
    `請求內容過大，最多 ${BODY_LIMIT_KIB} KiB`,
    `The request body is too large: at most ${BODY_LIMIT_KIB} KiB`,
    `Le corps de la requête est trop volumineux : ${BODY_LIMIT_KIB} Kio au plus`,
    `El cuerpo de la solicitud es demasiado grande: ${BODY_LIMIT_KIB} KiB como máximo`,
  ),
  mediaType: withValues(
    (type: string) => ({ type }),
    inLocales(
      '不支持的内容类型 {type}，请以 application/json 发送',
      '不支援的內容類型 {type}，請以 application/json 傳送',
      'The content type {type} is not supported: send application/json',
      "Le type de contenu {type} n'est pas pris en charge : envoyez du application/json",
      'El tipo de contenido {type} no es compatible: envía application/json',
    ),
  ),
  badRequest: inLocales('请求格式不正确', '請求格式不正確', 'The request is malformed', 'La requête est mal formée', 'La solicitud no tiene un formato correcto'),
  apiNotFound: withValues(
    (method: string, path: string) => ({ method, path }),
    inLocales(
      '接口 {method} {path} 不存在',
      '介面 {method} {path} 不存在',
      'There is no endpoint {method} {path}',
      "Le point d'accès {method} {path} n'existe pas",
      'El punto de acceso {method} {path} no existe',
    ),
  ),
  methodNotAllowed: withValues(
    (method: string, path: string, allowed: string) => ({ method, path, allowed }),
    inLocales(
      '接口 {path} 不支持 {method}，请用 {allowed}',
      '介面 {path} 不支援 {method}，請用 {allowed}',
      'The endpoint {path} does not take {method}: use {allowed}',
      "Le point d'accès {path} n'accepte pas {method} : utilisez {allowed}",
      'El punto de acceso {path} no admite {method}: usa {allowed}',
    ),
  ),
  notFound: withValues(
    (path: string) => ({ path }),
    inLocales('找不到 {path}', '找不到 {path}', '{path} was not found', '{path} est introuvable', 'No se encuentra {path}'),
  ),
  unexpected: withValues(
    (requestId: string) => ({ requestId }),
    inLocales(
      '服务器处理请求时出错了，请稍后重试；如需联系客服，请提供请求编号 {requestId}。',
      '伺服器處理請求時出錯了，請稍後重試；如需聯繫客服，請提供請求編號 {requestId}。',
      'Something went wrong on the server. Please try again later; if you contact customer service, give them the request number {requestId}.',
      "Une erreur s'est produite sur le serveur. Réessayez plus tard ; si vous contactez le service client, donnez-lui le numéro de requête {requestId}.",
      'Se ha producido un error en el servidor. Vuelve a intentarlo más tarde; si contactas con atención al cliente, indica el número de solicitud {requestId}.',
    ),
  ),
});

/** The faults' zh-Hans texts. */
export const FaultText = renderCatalogue(FaultMessage, 'zh-Hans');

/** Fastify's own refusals of a request, as messages a person can act on. */
const frameworkMessage = (error: FastifyError, request: FastifyRequest): Message => {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return FaultMessage.tooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return FaultMessage.mediaType(shown(String(request.headers['content-type'])));
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return FaultMessage.invalidJson;
    default:
      return FaultMessage.badRequest;
  }
};

const isClientFault = (error: FastifyError): boolean =>
  typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500;

const handleFault = (error: FastifyError | BusinessError, request: FastifyRequest, reply: FastifyReply) => {
  if (error instanceof BusinessError) {
    request.log.info({ code: error.code, status: error.httpStatus, messageKey: error.text.key }, error.message);
    if (error instanceof RateLimited) reply.header('retry-after', String(error.retryAfterSeconds));
    return sendEnvelope(reply, error.httpStatus, error.code, error.text);
  }
  if (isClientFault(error)) {
    const message = frameworkMessage(error, request);
    request.log.info({ err: error, messageKey: message.key }, renderMessage(message, SERVER_DEFAULT_LOCALE));
    return sendEnvelope(reply, error.statusCode ?? 400, Code.failed, message);
  }
  request.log.error({ err: error }, 'unexpected fault');
  return sendEnvelope(reply, 500, Code.failed, FaultMessage.unexpected(request.id));
};

/** The methods each fixed path answers, so a known path asked with another method says which ones it takes. */
const methodsByPath = (app: FastifyInstance): Map<string, Set<string>> => {
  const methods = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    if (/[:*]/.test(route.url)) return;
    const known = methods.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) known.add(method);
    methods.set(route.url, known);
  });
  return methods;
};

/** Every failure becomes an envelope; unexpected ones are logged with the request id and hide their details. */
export const installFaultHandling = (app: FastifyInstance): void => {
  const methods = methodsByPath(app);
  app.setErrorHandler(handleFault);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    const allowed = methods.get(path);
    if (allowed) {
      const allow = [...allowed].sort().join(', ');
      return sendEnvelope(reply.header('allow', allow), 405, Code.failed, FaultMessage.methodNotAllowed(request.method, shown(path), allow));
    }
    const message = path.startsWith('/api/') ? FaultMessage.apiNotFound(request.method, shown(path)) : FaultMessage.notFound(shown(path));
    return sendEnvelope(reply, 404, Code.failed, message);
  });
};
