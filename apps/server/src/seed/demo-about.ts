import {
  ABOUT_KINDS,
  type AboutKind,
  BUYER_MAX_AGE,
  BUYER_MIN_AGE,
  LOCALES,
  type Locale,
  MAX_LIVE_ORDERS_PER_ID_CARD,
  ORDER_HOLD_MINUTES,
} from '@shop/contract';
import type { Database } from '../db/client';
import { createPromoterService } from '../modules/promoter/service';
import { createSiteService, type SiteTextInput } from '../modules/site/service';

type Page = { title: string; paragraphs: string[] };
type Pages = Record<AboutKind, Page>;

const HOLD = ORDER_HOLD_MINUTES;
const MIN_AGE = BUYER_MIN_AGE;
const MAX_AGE = BUYER_MAX_AGE;
const LIVE = MAX_LIVE_ORDERS_PER_ID_CARD;

/** The shop's own words (the original); every promoter shows them unless it saved its own. */
const zhHans: Pages = {
  payment: {
    title: '交易条款',
    paragraphs: [
      '价格：页面价格均以人民币元标示。号码价格含该号码的预存话费，选号时标示的最低月套餐为开通后每月的最低消费，按运营商资费按月收取。下单页会逐项列出应付金额，以支付页面显示的金额为准，没有其他费用。',
      `号码保留：提交订单后，所选号码为您保留 ${HOLD} 分钟。${HOLD} 分钟内未完成支付，订单自动关闭，号码重新开放选购。同一时间一个号码只为一笔订单保留，支付成功即归您所有。`,
      '支付方式：支持微信支付和支付宝（以支付页面展示的方式为准）。付款由支付机构直接处理，本店不接触也不保存您的银行卡或账户信息。请勿向任何个人账户转账。',
      '退款：支付成功后，如号码因运营商收回、实名审核未通过等原因无法交付，我们将全额退款并原路退回，一般 1 至 7 个工作日到账。发货前您也可以联系客服取消订单，全额退款。',
      `实名制：按照电话用户真实身份信息登记的规定，须由年满 ${MIN_AGE} 周岁、不超过 ${MAX_AGE} 周岁的用户本人持有效二代居民身份证办理，激活时需本人完成人像核验。同一身份证在本店最多同时有 ${LIVE} 笔有效订单（待支付、已支付、已发货或已完成）。`,
    ],
  },
  promise: {
    title: '服务承诺',
    paragraphs: [
      '正规号码：所售号码均来自基础电信运营商的正规渠道，开通后可在运营商营业厅和官方应用查询。',
      '明码标价：页面所示即应付金额，不捆绑业务，不收取任何额外费用。',
      '一号一主：每个号码只卖给一位用户，支付成功即为您锁定，不会重复出售。',
      '及时发货：支付成功后 48 小时内发货（节假日顺延），可随时在“订单查询”中查看物流进度。',
      '信息安全：身份证号码仅用于实名登记，加密保存；页面与短信中的身份证号和手机号均以掩码显示。',
      '无法交付全额退款：号码无法交付时全额退款，原路退回。',
    ],
  },
  about: {
    title: '关于我们',
    paragraphs: [
      '我们是面向个人用户的手机号码与流量卡在线选购平台，提供靓号选号、号码预约、在线支付、订单查询与物流跟踪服务。',
      '所售号码由基础电信运营商提供，我们作为授权渠道协助办理；号码的归属、资费与使用以运营商的规定为准。',
      '如有任何问题，请通过页面中的“联系客服”与我们联系，服务时间为每天 9:00 至 21:00。',
    ],
  },
};

const zhHant: Pages = {
  payment: {
    title: '交易條款',
    paragraphs: [
      '價格：頁面價格均以人民幣元標示。號碼價格含該號碼的預存話費，選號時標示的最低月套餐為開通後每月的最低消費，按營運商資費按月收取。下單頁會逐項列出應付金額，以支付頁面顯示的金額為準，沒有其他費用。',
      `號碼保留：提交訂單後，所選號碼為您保留 ${HOLD} 分鐘。${HOLD} 分鐘內未完成支付，訂單自動關閉，號碼重新開放選購。同一時間一個號碼只為一筆訂單保留，支付成功即歸您所有。`,
      '支付方式：支援微信支付和支付寶（以支付頁面展示的方式為準）。付款由支付機構直接處理，本店不接觸也不保存您的銀行卡或帳戶資訊。請勿向任何個人帳戶轉帳。',
      '退款：支付成功後，如號碼因營運商收回、實名審核未通過等原因無法交付，我們將全額退款並原路退回，一般 1 至 7 個工作日到帳。發貨前您也可以聯繫客服取消訂單，全額退款。',
      `實名制：按照電話用戶真實身分資訊登記的規定，須由年滿 ${MIN_AGE} 週歲、不超過 ${MAX_AGE} 週歲的用戶本人持有效二代居民身分證辦理，啟用時需本人完成人像核驗。同一身分證在本店最多同時有 ${LIVE} 筆有效訂單（待支付、已支付、已發貨或已完成）。`,
    ],
  },
  promise: {
    title: '服務承諾',
    paragraphs: [
      '正規號碼：所售號碼均來自基礎電信營運商的正規管道，開通後可在營運商營業廳和官方應用查詢。',
      '明碼標價：頁面所示即應付金額，不綑綁業務，不收取任何額外費用。',
      '一號一主：每個號碼只賣給一位用戶，支付成功即為您鎖定，不會重複出售。',
      '及時發貨：支付成功後 48 小時內發貨（節假日順延），可隨時在「訂單查詢」中查看物流進度。',
      '資訊安全：身分證號碼僅用於實名登記，加密保存；頁面與簡訊中的身分證號和手機號均以遮罩顯示。',
      '無法交付全額退款：號碼無法交付時全額退款，原路退回。',
    ],
  },
  about: {
    title: '關於我們',
    paragraphs: [
      '我們是面向個人用戶的手機號碼與流量卡線上選購平台，提供靚號選號、號碼預約、線上支付、訂單查詢與物流追蹤服務。',
      '所售號碼由基礎電信營運商提供，我們作為授權管道協助辦理；號碼的歸屬、資費與使用以營運商的規定為準。',
      '如有任何問題，請透過頁面中的「聯繫客服」與我們聯繫，服務時間為每天 9:00 至 21:00。',
    ],
  },
};

const en: Pages = {
  payment: {
    title: 'Terms of sale',
    paragraphs: [
      "Prices: every price is shown in Chinese yuan (CNY). A number's price includes the call credit prepaid on it; the minimum monthly plan shown beside a number is the least you will be billed each month once it is active, at the carrier's rates. The order page itemises what you pay, and the amount on the payment page is final; there are no other charges.",
      `Holding a number: once you submit an order, the number is held for you for ${HOLD} minutes. If the order is not paid within ${HOLD} minutes it closes by itself and the number goes back on sale. A number is only ever held for one order at a time, and it is yours as soon as the payment succeeds.`,
      'Payment: WeChat Pay and Alipay, as offered on the payment page. Payments are handled by the payment provider directly; we never see or keep your card or account details. Never transfer money to a personal account.',
      'Refunds: if a paid number cannot be delivered (for example the carrier reclaims it or the real-name check fails), you get a full refund to the original payment method, usually within 1 to 7 working days. Before shipping you can also ask customer service to cancel the order for a full refund.',
      `Real-name registration: Chinese law requires every number to be registered to its user. You must be between ${MIN_AGE} and ${MAX_AGE} years old and order with your own valid resident identity card, and confirm your identity with a face check on activation. One identity card may have at most ${LIVE} live orders with us at a time (unpaid, paid, shipped or completed).`,
    ],
  },
  promise: {
    title: 'Our promise',
    paragraphs: [
      "Genuine numbers: every number comes through an official channel of a licensed carrier and can be checked in the carrier's shops and app once active.",
      'Clear prices: what the page shows is what you pay, with no bundled services and no extra fees.',
      'One number, one owner: each number is sold to one customer only and is locked for you the moment your payment succeeds.',
      'Prompt shipping: orders ship within 48 hours of payment (later on public holidays); follow the parcel any time in Order lookup.',
      'Your data is safe: your identity card number is used only for real-name registration and is stored encrypted; identity numbers and mobiles are always masked on screen and in messages.',
      'Full refund if we cannot deliver: if a number cannot be delivered, you get all your money back.',
    ],
  },
  about: {
    title: 'About us',
    paragraphs: [
      'We are an online shop for Chinese mobile numbers and data SIM cards: browse and pick a number, hold it, pay online, and follow your order and its delivery.',
      "Numbers are provided by licensed Chinese carriers; we are an authorised channel that handles the order for you. Ownership, tariffs and use of a number follow the carrier's rules.",
      'Questions? Reach us through Customer service on any page, every day from 9:00 to 21:00 (China time).',
    ],
  },
};

const fr: Pages = {
  payment: {
    title: 'Conditions de vente',
    paragraphs: [
      "Prix : tous les prix sont indiqués en yuans (CNY). Le prix d'un numéro comprend le crédit de communication prépayé ; le forfait mensuel minimum affiché à côté d'un numéro est le montant minimal facturé chaque mois une fois la ligne activée, aux tarifs de l'opérateur. La page de commande détaille ce que vous payez et le montant de la page de paiement fait foi ; il n'y a aucun autre frais.",
      `Réservation du numéro : dès que vous validez la commande, le numéro vous est réservé pendant ${HOLD} minutes. Sans paiement dans ces ${HOLD} minutes, la commande se ferme d'elle-même et le numéro est remis en vente. Un numéro n'est réservé que pour une seule commande à la fois, et il est à vous dès que le paiement aboutit.`,
      "Paiement : WeChat Pay et Alipay, selon ce que propose la page de paiement. Le paiement est traité directement par le prestataire ; nous ne voyons ni ne conservons vos données de carte ou de compte. Ne virez jamais d'argent sur un compte personnel.",
      "Remboursement : si un numéro payé ne peut pas être livré (par exemple repris par l'opérateur ou refusé au contrôle d'identité), vous êtes remboursé intégralement sur le moyen de paiement d'origine, en général sous 1 à 7 jours ouvrés. Avant l'expédition, le service client peut aussi annuler la commande avec remboursement intégral.",
      `Identification obligatoire : la loi chinoise impose d'enregistrer chaque numéro au nom de son utilisateur. Vous devez avoir entre ${MIN_AGE} et ${MAX_AGE} ans, commander avec votre propre carte d'identité de résident en cours de validité et confirmer votre identité par reconnaissance faciale à l'activation. Une carte d'identité peut avoir au plus ${LIVE} commandes en cours chez nous (non payées, payées, expédiées ou terminées).`,
    ],
  },
  promise: {
    title: 'Nos engagements',
    paragraphs: [
      "Numéros authentiques : chaque numéro provient d'un canal officiel d'un opérateur agréé et peut être vérifié en agence ou dans l'application de l'opérateur une fois activé.",
      'Prix clairs : le montant affiché est celui que vous payez, sans service imposé ni frais supplémentaires.',
      'Un numéro, un titulaire : chaque numéro est vendu à un seul client et vous est acquis dès que votre paiement aboutit.',
      "Expédition rapide : envoi sous 48 heures après paiement (plus tard les jours fériés) ; suivez le colis à tout moment dans Suivi de commande.",
      "Données protégées : votre numéro de carte d'identité ne sert qu'à l'identification obligatoire et est conservé chiffré ; numéros d'identité et de mobile sont toujours masqués à l'écran et dans les messages.",
      'Remboursement intégral en cas de non-livraison : si un numéro ne peut pas être livré, vous récupérez la totalité de votre paiement.',
    ],
  },
  about: {
    title: 'Qui sommes-nous',
    paragraphs: [
      'Nous sommes une boutique en ligne de numéros de mobile chinois et de cartes SIM data : choisissez un numéro, réservez-le, payez en ligne et suivez votre commande jusqu’à la livraison.',
      "Les numéros sont fournis par des opérateurs chinois agréés ; nous sommes un canal autorisé qui traite la commande pour vous. Titularité, tarifs et usage d'un numéro suivent les règles de l'opérateur.",
      'Une question ? Contactez le service client depuis n’importe quelle page, tous les jours de 9 h à 21 h (heure de Chine).',
    ],
  },
};

const es: Pages = {
  payment: {
    title: 'Condiciones de venta',
    paragraphs: [
      'Precios: todos los precios se muestran en yuanes (CNY). El precio de un número incluye el saldo prepagado; el plan mensual mínimo que aparece junto a un número es lo mínimo que se factura cada mes una vez activo, con las tarifas del operador. La página del pedido detalla lo que pagas y el importe de la página de pago es el definitivo; no hay otros cargos.',
      `Reserva del número: al enviar el pedido, el número queda reservado para ti durante ${HOLD} minutos. Si el pedido no se paga en esos ${HOLD} minutos, se cierra solo y el número vuelve a la venta. Un número solo se reserva para un pedido a la vez y es tuyo en cuanto el pago se completa.`,
      'Pago: WeChat Pay y Alipay, según lo que ofrezca la página de pago. El pago lo procesa directamente el proveedor; nunca vemos ni guardamos los datos de tu tarjeta o cuenta. No transfieras nunca dinero a una cuenta personal.',
      'Reembolsos: si un número pagado no puede entregarse (por ejemplo, porque el operador lo retira o la verificación de identidad no se supera), te devolvemos el importe íntegro por el mismo medio de pago, normalmente en 1 a 7 días hábiles. Antes del envío también puedes pedir al servicio de atención al cliente que cancele el pedido con reembolso íntegro.',
      `Registro con nombre real: la ley china exige registrar cada número a nombre de su usuario. Debes tener entre ${MIN_AGE} y ${MAX_AGE} años, hacer el pedido con tu propio documento de identidad de residente vigente y confirmar tu identidad con verificación facial al activar. Un documento de identidad puede tener como máximo ${LIVE} pedidos vigentes con nosotros (sin pagar, pagados, enviados o completados).`,
    ],
  },
  promise: {
    title: 'Nuestro compromiso',
    paragraphs: [
      'Números auténticos: cada número procede de un canal oficial de un operador autorizado y puede comprobarse en sus tiendas y su aplicación una vez activo.',
      'Precios claros: lo que ves en la página es lo que pagas, sin servicios añadidos ni cargos extra.',
      'Un número, un titular: cada número se vende a un solo cliente y queda bloqueado para ti en cuanto se completa el pago.',
      'Envío rápido: enviamos en las 48 horas siguientes al pago (más tarde en festivos); sigue el paquete cuando quieras en Consulta de pedidos.',
      'Tus datos, protegidos: tu número de documento de identidad solo se usa para el registro con nombre real y se guarda cifrado; los números de identidad y de móvil siempre aparecen enmascarados en pantalla y en los mensajes.',
      'Reembolso íntegro si no podemos entregar: si un número no puede entregarse, te devolvemos todo el importe.',
    ],
  },
  about: {
    title: 'Quiénes somos',
    paragraphs: [
      'Somos una tienda en línea de números de móvil chinos y tarjetas SIM de datos: elige un número, resérvalo, paga en línea y sigue tu pedido hasta la entrega.',
      'Los números los proporcionan operadores chinos autorizados; somos un canal autorizado que tramita el pedido por ti. La titularidad, las tarifas y el uso de un número siguen las normas del operador.',
      '¿Dudas? Escríbenos desde Atención al cliente en cualquier página, todos los días de 9:00 a 21:00 (hora de China).',
    ],
  },
};

const defaults: Record<Locale, Pages> = { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en, fr, es };

/** Sunrise tells its own story, in Chinese only: other locales fall back to this original. */
const sunriseAbout: SiteTextInput = {
  promoCode: 'sunrise',
  kind: 'about',
  locale: 'zh-Hans',
  title: '关于朝阳通信',
  paragraphs: [
    '朝阳通信扎根北京十余年，是运营商授权的号码服务商，专注本地号码与企业号码办理。',
    '线上选号、线下专人跟进：下单后顾问会在一个工作日内联系您，确认资料与配送方式。',
    '客服电话 010-8000-5678，服务时间为每天 9:00 至 18:00。',
  ],
};

const defaultTexts = (): SiteTextInput[] =>
  LOCALES.flatMap((locale) => ABOUT_KINDS.map((kind) => ({ promoCode: null, kind, locale, ...defaults[locale][kind] })));

/** The about pages every promoter shows, in the five locales, and one promoter's own. */
export const seedDemoAbout = async (db: Database): Promise<void> => {
  const site = createSiteService(db, createPromoterService(db));
  for (const text of [...defaultTexts(), sunriseAbout]) await site.saveText(text);
};
