import { defineMessages, inLocales, withValues } from '@shop/contract';
import { chinaDateTime } from '../../lib/china-time';
import { fenToYuan } from '../../providers/payment/money';

const yuan = (fen: number): string => `¥${fenToYuan(fen)}`;
/** "14:05" in China time. */
const clockTime = (at: Date): string => chinaDateTime(at).slice(11, 16);
/** "2026-05-01 14:05" in China time. */
const dateTime = (at: Date): string => chinaDateTime(at).slice(0, 16);

/** What the holder is told when buying, exchanging or using a coupon is refused. */
export const CouponMessage = defineMessages('coupons', {
  packNotOnSale: inLocales(
    '该券包已下架或不存在',
    '該券包已下架或不存在',
    'This coupon pack is not on sale',
    "Ce lot de coupons n'est pas en vente",
    'Este paquete de cupones no está a la venta',
  ),
  packOtherPromoter: inLocales(
    '该券包不在本卡的可购范围内',
    '該券包不在本卡的可購範圍內',
    'This coupon pack is not sold for this card',
    "Ce lot de coupons n'est pas vendu pour cette carte",
    'Este paquete de cupones no se vende para esta tarjeta',
  ),
  packCoinOnly: inLocales(
    '该券包只能用券币兑换，不能直接购买',
    '該券包只能用券幣兌換，不能直接購買',
    'This coupon pack is only exchanged for coupon coin, not sold for money',
    "Ce lot de coupons s'échange uniquement contre des pièces de coupon, il ne se vend pas",
    'Este paquete de cupones solo se canjea por monedas de cupón, no se vende',
  ),
  packMoneyOnly: inLocales(
    '该券包不能用券币兑换，请直接购买',
    '該券包不能用券幣兌換，請直接購買',
    'This coupon pack cannot be exchanged for coupon coin. Please buy it instead',
    "Ce lot de coupons ne s'échange pas contre des pièces de coupon. Achetez-le plutôt",
    'Este paquete de cupones no se canjea por monedas de cupón. Cómpralo en su lugar',
  ),
  coinShort: withValues(
    (costCoin: number, coin: number) => ({ cost: String(costCoin), coin: String(coin) }),
    inLocales(
      '券币不足：需要 {cost} 券币，当前只有 {coin}',
      '券幣不足：需要 {cost} 券幣，目前只有 {coin}',
      'Not enough coupon coin: {cost} needed, {coin} held',
      'Pas assez de pièces de coupon : {cost} nécessaires, {coin} détenues',
      'No hay suficientes monedas de cupón: se necesitan {cost}, tienes {coin}',
    ),
  ),
  unknownCoupon: inLocales(
    '所选优惠券不存在或不属于本卡',
    '所選優惠券不存在或不屬於本卡',
    'This coupon does not exist or does not belong to this card',
    "Ce bon n'existe pas ou n'appartient pas à cette carte",
    'Este cupón no existe o no pertenece a esta tarjeta',
  ),
  couponUsed: inLocales(
    '该优惠券已被使用，请选择其他优惠券',
    '該優惠券已被使用，請選擇其他優惠券',
    'This coupon has already been used. Please choose another',
    'Ce bon a déjà été utilisé. Veuillez en choisir un autre',
    'Este cupón ya se ha usado. Elige otro',
  ),
  couponExpired: inLocales(
    '该优惠券已过期',
    '該優惠券已過期',
    'This coupon has expired',
    'Ce bon a expiré',
    'Este cupón ha caducado',
  ),
  couponNotStarted: withValues(
    (startsAt: Date) => ({ time: dateTime(startsAt) }),
    inLocales(
      '该优惠券尚未生效，{time}（北京时间）起可用',
      '該優惠券尚未生效，{time}（北京時間）起可用',
      'This coupon is not valid yet: it can be used from {time} (China time)',
      "Ce bon n'est pas encore valable : utilisable à partir du {time} (heure de Chine)",
      'Este cupón aún no es válido: se puede usar desde el {time} (hora de China)',
    ),
  ),
  couponOtherPackage: inLocales(
    '该优惠券不适用于此套餐',
    '該優惠券不適用於此套餐',
    'This coupon does not apply to this package',
    "Ce bon ne s'applique pas à ce forfait",
    'Este cupón no se aplica a este paquete',
  ),
  couponThreshold: withValues(
    (thresholdFen: number) => ({ threshold: yuan(thresholdFen) }),
    inLocales(
      '该优惠券需订单满 {threshold} 才能使用',
      '該優惠券需訂單滿 {threshold} 才能使用',
      'This coupon needs a price of at least {threshold}',
      'Ce bon demande un prix d’au moins {threshold}',
      'Este cupón requiere un precio de al menos {threshold}',
    ),
  ),
  unknownCode: inLocales(
    '兑换码不存在，请核对后重试',
    '兌換碼不存在，請核對後重試',
    'This exchange code does not exist. Please check it and try again',
    "Ce code d'échange n'existe pas. Vérifiez-le et réessayez",
    'Este código de canje no existe. Compruébalo y vuelve a intentarlo',
  ),
  codeUsed: inLocales(
    '该兑换码已被使用',
    '該兌換碼已被使用',
    'This exchange code has already been used',
    "Ce code d'échange a déjà été utilisé",
    'Este código de canje ya se ha usado',
  ),
  codeExpired: inLocales(
    '该兑换码已过期',
    '該兌換碼已過期',
    'This exchange code has expired',
    "Ce code d'échange a expiré",
    'Este código de canje ha caducado',
  ),
  tooManyCodes: withValues(
    (until: Date) => ({ time: clockTime(until) }),
    inLocales(
      '兑换码错误次数过多，请于 {time}（北京时间）后再试',
      '兌換碼錯誤次數過多，請於 {time}（北京時間）後再試',
      'Too many wrong exchange codes. Please try again after {time} (China time)',
      "Trop de codes d'échange erronés. Réessayez après {time} (heure de Chine)",
      'Demasiados códigos de canje incorrectos. Vuelve a intentarlo después de las {time} (hora de China)',
    ),
  ),
});
