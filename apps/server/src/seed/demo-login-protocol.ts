import { LOCALES, type Locale, SHOP_SESSION_DAYS, SMS_CODE_MAX_TRIES, SMS_CODE_TTL_SECONDS } from '@shop/contract';
import type { Database } from '../db/client';
import { createPromoterService } from '../modules/promoter/service';
import { createSiteService, type SiteTextInput } from '../modules/site/service';

type Agreement = { title: string; paragraphs: string[] };

const CODE_MINUTES = SMS_CODE_TTL_SECONDS / 60;
const TRIES = SMS_CODE_MAX_TRIES;
const DAYS = SHOP_SESSION_DAYS;

/** The order lookup login's agreement every promoter shows unless it saved its own. */
const defaults: Record<Locale, Agreement> = {
  'zh-Hans': {
    title: '用户协议',
    paragraphs: [
      '本协议适用于您在本店“订单查询”中使用手机号和短信验证码（本店开放时也可凭订单号）登录。点击登录即表示您已阅读并同意本协议。',
      `手机号的用途：您的手机号只用于找到您名下的订单、向您发送验证码和订单通知，不会用于推销。验证码为 6 位数字，${CODE_MINUTES} 分钟内有效，只能使用一次，输错 ${TRIES} 次即失效。请勿把验证码告诉任何人，客服不会向您索要验证码。`,
      `登录状态：登录后本设备保持登录 ${DAYS} 天，您可以随时退出，退出只结束本设备上的这一次登录。凭订单号登录时，只能查看该笔订单。`,
      '我们保存什么、保存多久：为发货、售后和依法留存交易记录，我们保存您的手机号、订单和收货信息；身份证号码只保存不可还原的加密摘要，页面和短信中的身份证号与手机号都以掩码显示。登录凭证过期即作废；交易记录按《电子商务法》自交易完成之日起保存三年，期满后删除或匿名化。',
      '向谁提供：除为您办理号码的基础电信运营商、处理付款的支付机构和负责配送的快递公司外，我们不会向任何第三方提供您的个人信息，也不会出售您的个人信息。',
      '您的权利：您可以查询、复制和更正您的个人信息，可以撤回同意，也可以要求删除法律不要求保留的信息。请通过“联系客服”提出，我们会在 15 个工作日内答复。如发现他人使用您的验证码或订单异常，请立即联系客服。',
    ],
  },
  'zh-Hant': {
    title: '用戶協議',
    paragraphs: [
      '本協議適用於您在本店「訂單查詢」中使用手機號和簡訊驗證碼（本店開放時也可憑訂單號）登入。點擊登入即表示您已閱讀並同意本協議。',
      `手機號的用途：您的手機號只用於找到您名下的訂單、向您發送驗證碼和訂單通知，不會用於推銷。驗證碼為 6 位數字，${CODE_MINUTES} 分鐘內有效，只能使用一次，輸錯 ${TRIES} 次即失效。請勿把驗證碼告訴任何人，客服不會向您索取驗證碼。`,
      `登入狀態：登入後本裝置保持登入 ${DAYS} 天，您可以隨時登出，登出只結束本裝置上的這一次登入。憑訂單號登入時，只能查看該筆訂單。`,
      '我們保存什麼、保存多久：為發貨、售後和依法留存交易紀錄，我們保存您的手機號、訂單和收貨資訊；身分證號碼只保存不可還原的加密摘要，頁面和簡訊中的身分證號與手機號都以遮罩顯示。登入憑證過期即作廢；交易紀錄依《電子商務法》自交易完成之日起保存三年，期滿後刪除或匿名化。',
      '向誰提供：除為您辦理號碼的基礎電信營運商、處理付款的支付機構和負責配送的快遞公司外，我們不會向任何第三方提供您的個人資訊，也不會出售您的個人資訊。',
      '您的權利：您可以查詢、複製和更正您的個人資訊，可以撤回同意，也可以要求刪除法律不要求保留的資訊。請透過「聯繫客服」提出，我們會在 15 個工作日內答覆。如發現他人使用您的驗證碼或訂單異常，請立即聯繫客服。',
    ],
  },
  en: {
    title: 'User agreement',
    paragraphs: [
      'This agreement covers signing in to Order lookup with your mobile number and an SMS code (or, where the shop offers it, an order number). By signing in you confirm that you have read and accept it.',
      `What your mobile number is for: we use it only to find the orders placed with it and to send you codes and order notices, never for marketing. A code has 6 digits, is valid for ${CODE_MINUTES} minutes, works once and stops working after ${TRIES} wrong tries. Never tell anyone your code; customer service will never ask for it.`,
      `Staying signed in: you stay signed in on this device for ${DAYS} days and can sign out at any time; signing out ends this sign-in on this device only. Signed in with an order number, you see that one order only.`,
      "What we keep and for how long: to ship, support and keep the records the law requires, we keep your mobile number, your orders and delivery details. Of your identity card number we keep only an encrypted digest that cannot be turned back into it, and identity and mobile numbers are always masked on screen and in messages. A sign-in expires with its session; order records are kept for three years after the order is completed, as China's E-commerce Law requires, and then deleted or anonymised.",
      'Who we share it with: only the licensed carrier that issues your number, the payment provider that takes your payment and the courier that delivers it. We never sell your personal information or give it to anyone else.',
      'Your rights: you may see, copy and correct your personal information, withdraw your consent, and ask us to delete what the law does not require us to keep. Ask through Customer service and we answer within 15 working days. If someone else used your code or an order looks wrong, contact Customer service at once.',
    ],
  },
  fr: {
    title: "Conditions d'utilisation",
    paragraphs: [
      "Ces conditions s'appliquent à la connexion au Suivi de commande avec votre numéro de mobile et un code SMS (ou, si la boutique le propose, un numéro de commande). En vous connectant, vous confirmez les avoir lues et acceptées.",
      `À quoi sert votre numéro de mobile : uniquement à retrouver les commandes passées avec ce numéro et à vous envoyer codes et avis de commande, jamais à de la prospection. Un code compte 6 chiffres, est valable ${CODE_MINUTES} minutes, ne sert qu'une fois et expire après ${TRIES} essais erronés. Ne communiquez jamais votre code : le service client ne vous le demandera jamais.`,
      `Rester connecté : vous restez connecté sur cet appareil pendant ${DAYS} jours et pouvez vous déconnecter à tout moment ; la déconnexion ne met fin qu'à cette connexion sur cet appareil. Connecté avec un numéro de commande, vous ne voyez que cette commande.`,
      "Ce que nous conservons et combien de temps : pour expédier, assurer le service après-vente et tenir les registres exigés par la loi, nous conservons votre numéro de mobile, vos commandes et vos informations de livraison. De votre numéro de carte d'identité, nous ne gardons qu'une empreinte chiffrée irréversible ; numéros d'identité et de mobile sont toujours masqués à l'écran et dans les messages. Une connexion expire avec sa session ; les commandes sont conservées trois ans après leur achèvement, comme l'exige la loi chinoise sur le commerce électronique, puis supprimées ou anonymisées.",
      "À qui nous les transmettons : uniquement à l'opérateur agréé qui émet votre numéro, au prestataire qui encaisse votre paiement et au transporteur qui vous livre. Nous ne vendons jamais vos données personnelles et ne les donnons à personne d'autre.",
      "Vos droits : vous pouvez consulter, copier et rectifier vos données personnelles, retirer votre consentement et demander la suppression de ce que la loi ne nous oblige pas à garder. Adressez-vous au service client : nous répondons sous 15 jours ouvrés. Si quelqu'un a utilisé votre code ou si une commande vous semble anormale, contactez aussitôt le service client.",
    ],
  },
  es: {
    title: 'Condiciones de uso',
    paragraphs: [
      'Estas condiciones se aplican al acceso a Consulta de pedidos con tu número de móvil y un código SMS (o, si la tienda lo ofrece, un número de pedido). Al acceder confirmas que las has leído y las aceptas.',
      `Para qué usamos tu móvil: solo para encontrar los pedidos hechos con él y enviarte códigos y avisos de pedido, nunca para publicidad. Un código tiene 6 dígitos, vale ${CODE_MINUTES} minutos, sirve una sola vez y deja de funcionar tras ${TRIES} intentos fallidos. No compartas nunca tu código: atención al cliente jamás te lo pedirá.`,
      `Sesión iniciada: sigues conectado en este dispositivo durante ${DAYS} días y puedes cerrar la sesión cuando quieras; cerrarla solo termina esta sesión en este dispositivo. Si accedes con un número de pedido, solo ves ese pedido.`,
      'Qué guardamos y cuánto tiempo: para enviar, atender incidencias y conservar los registros que exige la ley, guardamos tu número de móvil, tus pedidos y tus datos de entrega. De tu documento de identidad solo guardamos un resumen cifrado que no permite recuperarlo, y los números de identidad y de móvil siempre aparecen enmascarados en pantalla y en los mensajes. Una sesión caduca con su vigencia; los pedidos se conservan tres años desde que se completan, como exige la Ley de Comercio Electrónico de China, y después se eliminan o anonimizan.',
      'Con quién los compartimos: solo con el operador autorizado que emite tu número, el proveedor que cobra tu pago y la empresa de mensajería que te lo entrega. Nunca vendemos tus datos personales ni se los damos a nadie más.',
      'Tus derechos: puedes consultar, copiar y corregir tus datos personales, retirar tu consentimiento y pedir que borremos lo que la ley no nos obliga a conservar. Pídelo a través de Atención al cliente y te respondemos en 15 días hábiles. Si alguien ha usado tu código o un pedido te parece extraño, contacta enseguida con Atención al cliente.',
    ],
  },
};

/** Sunrise words its own agreement, in Chinese only: other locales show the shop's default in theirs. */
const sunriseAgreement: SiteTextInput = {
  promoCode: 'sunrise',
  kind: 'loginProtocol',
  locale: 'zh-Hans',
  title: '朝阳通信用户协议',
  paragraphs: [
    '欢迎使用朝阳通信订单查询。使用手机号和短信验证码登录，即表示您同意本协议。',
    `您的手机号只用于查询您在朝阳通信的订单和接收验证码；验证码 ${CODE_MINUTES} 分钟内有效，只能使用一次，请勿告诉他人。`,
    `登录后本设备保持登录 ${DAYS} 天，您可以随时退出。`,
    '订单和收货信息仅用于办理号码、配送和售后；交易记录依法保存三年，期满后删除。除运营商、支付机构和快递公司外，我们不向任何第三方提供您的信息。',
    '您可以随时致电 010-8000-5678（每天 9:00 至 18:00）查询、更正或删除您的个人信息。',
  ],
};

const defaultAgreements = (): SiteTextInput[] =>
  LOCALES.map((locale) => ({ promoCode: null, kind: 'loginProtocol', locale, ...defaults[locale] }));

/** The order login's agreement every promoter shows, in the five locales, and one promoter's own. */
export const seedDemoLoginProtocol = async (db: Database): Promise<void> => {
  const site = createSiteService(db, createPromoterService(db));
  for (const text of [...defaultAgreements(), sunriseAgreement]) await site.saveText(text);
};
