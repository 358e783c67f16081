import { inLocales } from './constants';
import { defineMessages, renderCatalogue } from './messages';

/** Envelope codes of spec 8. The client reacts to each as the catalogue says. */
export const Code = {
  ok: 0,
  failed: -1,
  sessionExpired: 61,
  cardSessionExpired: 34061,
  soldOut: 30001,
  orderRejected: 30003,
  numberTaken: 32001,
  notDirectDownstream: 33001,
  moduleClosed: 40001,
  silentA: 41001,
  silentB: 41002,
} as const;
export type CodeValue = (typeof Code)[keyof typeof Code];

/** Codes the client drops without telling the user. */
export const silentCodes: readonly number[] = [Code.silentA, Code.silentB];

/**
 * The catalogue's texts: zh-Hans exactly as the spec writes them, the other locales faithful
 * translations (the web's request texts are these, in its own text packs).
 */
export const CatalogueMessage = /* @__PURE__ */ defineMessages('catalogue', {
  failed: inLocales('操作失败', '操作失敗', 'The operation failed.', "L'opération a échoué.", 'La operación ha fallado.'),
  sessionExpired: inLocales(
    '登录超时，请重新登录！',
    '登入逾時，請重新登入！',
    'Your session has timed out. Please log in again!',
    'Votre session a expiré. Veuillez vous reconnecter !',
    'Tu sesión ha caducado. ¡Vuelve a iniciar sesión!',
  ),
  soldOut: inLocales(
    '哎呀！客官来晚了，该商品卖光啦！',
    '哎呀！客官來晚了，該商品賣光啦！',
    'Oh no! You are a little late: this item has sold out!',
    'Oh non ! Vous arrivez un peu tard : cet article est épuisé !',
    '¡Vaya! Llegas un poco tarde: ¡este artículo se ha agotado!',
  ),
  orderRejected: inLocales(
    '订单受理失败，请联系客服处理！',
    '訂單受理失敗，請聯繫客服處理！',
    'Your order could not be accepted. Please contact customer service!',
    "Votre commande n'a pas pu être acceptée. Veuillez contacter le service client !",
    'No se ha podido aceptar tu pedido. ¡Contacta con atención al cliente!',
  ),
  numberTaken: inLocales(
    '哎呀！客官来晚了，号码被他人抢先预约！',
    '哎呀！客官來晚了，號碼被他人搶先預約！',
    'Oh no! You are a little late: someone else has already reserved this number!',
    "Oh non ! Vous arrivez un peu tard : quelqu'un a déjà réservé ce numéro !",
    '¡Vaya! Llegas un poco tarde: ¡otra persona ya ha reservado este número!',
  ),
  moduleClosed: inLocales(
    '当前访问的功能模块暂未开放，敬请期待！',
    '當前訪問的功能模塊暫未開放，敬請期待！',
    'The feature you are trying to reach is not open yet. Stay tuned!',
    "La fonction à laquelle vous accédez n'est pas encore ouverte. Restez à l'écoute\u00a0!",
    'La función a la que intenta acceder aún no está abierta. ¡Permanezca atento!',
  ),
  notDirectDownstream: inLocales(
    '该代理商不是你的直属下游，你无需关注TA的定价！',
    '該代理商不是你的直屬下游，你無需關注TA的定價！',
    'This agent is not directly below you, so you need not follow their prices!',
    'Cet agent ne dépend pas directement de vous : inutile de suivre ses prix !',
    'Este agente no depende directamente de ti: ¡no necesitas seguir sus precios!',
  ),
  other: inLocales('其他错误', '其他錯誤', 'Something else went wrong.', "Une autre erreur s'est produite.", 'Se ha producido otro error.'),
  http500: inLocales(
    '网络错误，请更换网络或稍后重试',
    '網路錯誤，請更換網路或稍後重試',
    'Network error. Please switch networks or try again later.',
    'Erreur réseau. Changez de réseau ou réessayez plus tard.',
    'Error de red. Cambia de red o vuelve a intentarlo más tarde.',
  ),
  httpOther: inLocales('请求错误', '請求錯誤', 'The request failed.', 'La requête a échoué.', 'La solicitud ha fallado.'),
  networkFailure: inLocales(
    '网络错误，换个网络试试。',
    '網路錯誤，換個網路試試。',
    'Network error. Try another network.',
    'Erreur réseau. Essayez un autre réseau.',
    'Error de red. Prueba con otra red.',
  ),
  emptyBody: inLocales(
    '数据响应异常',
    '資料回應異常',
    'The server sent an unexpected answer.',
    'Le serveur a envoyé une réponse inattendue.',
    'El servidor ha enviado una respuesta inesperada.',
  ),
  appDomainFailed: inLocales(
    '获取访问节点失败，请稍后重试或联系管理员!',
    '取得存取節點失敗，請稍後重試或聯繫管理員!',
    'Could not get an access node. Please try again later or contact the administrator!',
    "Impossible d'obtenir un nœud d'accès. Réessayez plus tard ou contactez l'administrateur !",
    'No se ha podido obtener un nodo de acceso. ¡Vuelve a intentarlo más tarde o contacta con el administrador!',
  ),
  appDomainNetwork: inLocales(
    '内部网络故障，请稍后重试！',
    '內部網路故障，請稍後重試！',
    'Internal network fault. Please try again later!',
    'Panne du réseau interne. Veuillez réessayer plus tard !',
    'Fallo de la red interna. ¡Vuelve a intentarlo más tarde!',
  ),
});

/** The catalogue's texts exactly as the spec writes them (its zh-Hans texts). */
export const CatalogueText = /* @__PURE__ */ renderCatalogue(CatalogueMessage, 'zh-Hans');

/** Framework-level texts of spec 8. */
export const FrameworkText = {
  pageLoadTimeout: 'The connection timed out, click the screen to try again.',
  missingUrl: 'Missing required args: "url"',
  pageNotFound: 'page is not found',
} as const;

/** Generic runtime error codes of spec 8. */
export const RuntimeCode = {
  timeout: 5,
  networkError: 5,
  abort: 600003,
  transferFailed: 602001,
  socketConnectFailed: 600009,
  socketClosed: 10002,
} as const;
