import { defineMessages, inLocales, PAY_PASSWORD_LOCK_MINUTES, withValues } from '@shop/contract';
import { chinaDateTime } from '../../lib/china-time';
import { fenToYuan } from '../../providers/payment/money';

const yuan = (fen: number): string => `¥${fenToYuan(fen)}`;
/** "14:05" in China time. */
const clockTime = (at: Date): string => chinaDateTime(at).slice(11, 16);

/** What the holder is told when buying a package, renewal or the pay password is refused. */
export const PackageMessage = defineMessages('packages', {
  notOnSale: inLocales(
    '该套餐已下架或不存在',
    '該套餐已下架或不存在',
    'This package is not on sale',
    "Ce forfait n'est pas en vente",
    'Este paquete no está a la venta',
  ),
  otherOperator: inLocales(
    '该套餐不适用于本卡的运营商',
    '該套餐不適用於本卡的電信商',
    "This package is for another operator's cards",
    "Ce forfait est destiné aux cartes d'un autre opérateur",
    'Este paquete es para tarjetas de otro operador',
  ),
  otherPromoter: inLocales(
    '该套餐不在本卡的可购范围内',
    '該套餐不在本卡的可購範圍內',
    'This package is not sold for this card',
    "Ce forfait n'est pas vendu pour cette carte",
    'Este paquete no se vende para esta tarjeta',
  ),
  effectNotOffered: inLocales(
    '该套餐不支持所选的生效方式',
    '該套餐不支援所選的生效方式',
    'This package cannot start at the time chosen',
    'Ce forfait ne peut pas commencer au moment choisi',
    'Este paquete no puede empezar en el momento elegido',
  ),
  unknownCoupon: inLocales(
    '所选优惠券不存在或不属于本卡',
    '所選優惠券不存在或不屬於本卡',
    'This coupon does not exist or does not belong to this card',
    "Ce bon n'existe pas ou n'appartient pas à cette carte",
    'Este cupón no existe o no pertenece a esta tarjeta',
  ),
  balanceShort: withValues(
    (shortFen: number) => ({ short: yuan(shortFen) }),
    inLocales(
      '余额不足，还差 {short}，请先充值',
      '餘額不足，還差 {short}，請先儲值',
      'The balance is not enough: {short} short. Please top up first',
      'Le solde ne suffit pas : il manque {short}. Veuillez recharger d’abord',
      'El saldo no alcanza: faltan {short}. Recarga primero',
    ),
  ),
  payPasswordNeeded: inLocales(
    '请输入支付密码',
    '請輸入支付密碼',
    'Please enter the pay password',
    'Veuillez saisir le code de paiement',
    'Introduce la contraseña de pago',
  ),
  wrongPayPassword: withValues(
    (triesLeft: number) => ({ tries: String(triesLeft) }),
    inLocales(
      '支付密码错误，还可尝试 {tries} 次',
      '支付密碼錯誤，還可嘗試 {tries} 次',
      'Wrong pay password: {tries} tries left',
      'Code de paiement erroné : encore {tries} essais',
      'Contraseña de pago incorrecta: quedan {tries} intentos',
    ),
  ),
  payPasswordLocked: withValues(
    (until: Date) => ({ minutes: String(PAY_PASSWORD_LOCK_MINUTES), time: clockTime(until) }),
    inLocales(
      '支付密码错误次数过多，余额支付已锁定 {minutes} 分钟，请于 {time}（北京时间）后再试',
      '支付密碼錯誤次數過多，餘額支付已鎖定 {minutes} 分鐘，請於 {time}（北京時間）後再試',
      'Too many wrong pay passwords: paying from the balance is locked for {minutes} minutes. Please try again after {time} (China time)',
      'Trop de codes de paiement erronés : le paiement avec le solde est bloqué {minutes} minutes. Réessayez après {time} (heure de Chine)',
      'Demasiadas contraseñas de pago incorrectas: el pago con saldo queda bloqueado {minutes} minutos. Vuelve a intentarlo después de las {time} (hora de China)',
    ),
  ),
  noVolumePackage: inLocales(
    '本卡没有流量池套餐',
    '本卡沒有流量池套餐',
    'This card has no volume package',
    "Cette carte n'a pas de forfait au volume",
    'Esta tarjeta no tiene paquete por volumen',
  ),
  volumeClosed: inLocales(
    '流量池套餐已关闭，无需重复操作',
    '流量池套餐已關閉，無需重複操作',
    'The volume package is already closed',
    'Le forfait au volume est déjà fermé',
    'El paquete por volumen ya está cerrado',
  ),
  notRenewable: inLocales(
    '该套餐不支持自动续费',
    '該套餐不支援自動續費',
    'This package cannot renew automatically',
    'Ce forfait ne peut pas se renouveler automatiquement',
    'Este paquete no se puede renovar automáticamente',
  ),
  noBoundMobile: inLocales(
    '本卡未绑定手机号，无法设置支付密码，请先绑定手机号',
    '本卡未綁定手機號，無法設定支付密碼，請先綁定手機號',
    'No mobile number is linked to this card, so a pay password cannot be set. Please link a mobile number first',
    "Aucun numéro de mobile n'est lié à cette carte : impossible de définir un code de paiement. Liez d'abord un numéro",
    'Esta tarjeta no tiene ningún móvil vinculado, así que no se puede fijar una contraseña de pago. Vincula primero un móvil',
  ),
  weakOneDigit: inLocales(
    '支付密码不能是同一个数字，请换一个',
    '支付密碼不能是同一個數字，請換一個',
    'The pay password cannot be one digit repeated. Please choose another',
    'Le code de paiement ne peut pas répéter un seul chiffre. Choisissez-en un autre',
    'La contraseña de pago no puede repetir un solo dígito. Elige otra',
  ),
  weakRun: inLocales(
    '支付密码不能是连续数字（如 123456），请换一个',
    '支付密碼不能是連續數字（如 123456），請換一個',
    'The pay password cannot be a run of digits such as 123456. Please choose another',
    'Le code de paiement ne peut pas être une suite de chiffres comme 123456. Choisissez-en un autre',
    'La contraseña de pago no puede ser una serie de dígitos como 123456. Elige otra',
  ),
  weakCardTail: inLocales(
    '支付密码不能是卡号后 6 位，请换一个',
    '支付密碼不能是卡號後 6 位，請換一個',
    "The pay password cannot be the card number's last 6 digits. Please choose another",
    'Le code de paiement ne peut pas être les 6 derniers chiffres du numéro de carte. Choisissez-en un autre',
    'La contraseña de pago no puede ser los 6 últimos dígitos del número de tarjeta. Elige otra',
  ),
});

/** The renewal notice sent by SMS to the bound mobile (always in Chinese, like the codes). */
export const renewalNoticeText = (name: string, priceFen: number, renewAt: Date): string =>
  `您的物联网卡套餐将于 ${chinaDateTime(renewAt).slice(0, 10)} 到期，自动续费「${name}」需 ${yuan(priceFen)}，当前余额不足，请及时充值，以免停机。`;
