import { defineMessages, inLocales, PAY_PASSWORD_LOCK_MINUTES, withValues } from '@shop/contract';
import { chinaDateTime } from '../../lib/china-time';
import { fenToYuan } from '../../providers/payment/money';

const yuan = (fen: number): string => `¥${fenToYuan(fen)}`;
/** "14:05" in China time. */
const clockTime = (at: Date): string => chinaDateTime(at).slice(11, 16);

/** What the holder is told when paying from the card is refused, or a pay password is weak. */
export const CheckoutMessage = defineMessages('checkout', {
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
  noOnlinePayment: inLocales(
    '在线支付暂未开通，请用余额支付',
    '線上支付暫未開通，請用餘額支付',
    'Online payment is not open yet. Please pay from the balance',
    "Le paiement en ligne n'est pas encore ouvert. Veuillez payer avec le solde",
    'El pago en línea aún no está disponible. Paga con el saldo',
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
