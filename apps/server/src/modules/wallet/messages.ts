import { defineMessages, inLocales, withValues } from '@shop/contract';
import { fenToYuan } from '../../providers/payment/money';

const yuan = (fen: number): string => `¥${fenToYuan(fen).replace(/\.00$/, '')}`;

/** What the holder is told when a top-up, a card order or setting the pay password is refused. */
export const WalletMessage = defineMessages('wallet', {
  orderNotFound: inLocales('订单不存在', '訂單不存在', 'This order does not exist', "Cette commande n'existe pas", 'Este pedido no existe'),
  orderPaid: inLocales(
    '订单已支付，无需再次支付',
    '訂單已支付，無需再次支付',
    'This order is already paid',
    'Cette commande est déjà payée',
    'Este pedido ya está pagado',
  ),
  orderClosed: inLocales(
    '订单已超时关闭，请重新下单',
    '訂單已逾時關閉，請重新下單',
    'This order was closed because it was not paid in time. Please order again',
    "Cette commande a été fermée faute de paiement à temps. Veuillez commander à nouveau",
    'Este pedido se cerró por no pagarse a tiempo. Vuelve a pedirlo',
  ),
  rechargeClosed: inLocales(
    '当前暂不支持余额充值',
    '目前暫不支援餘額儲值',
    'Top-ups are not available for this card at the moment',
    "Les recharges ne sont pas disponibles pour cette carte pour l'instant",
    'Las recargas no están disponibles para esta tarjeta por ahora',
  ),
  amountNotListed: withValues(
    (amounts: readonly number[]) => ({ amounts: amounts.map(yuan).join(' / ') }),
    inLocales(
      '请选择列出的充值金额：{amounts}',
      '請選擇列出的儲值金額：{amounts}',
      'Please choose one of the listed amounts: {amounts}',
      "Veuillez choisir l'un des montants proposés : {amounts}",
      'Elige uno de los importes propuestos: {amounts}',
    ),
  ),
  belowMinimum: withValues(
    (minFen: number, maxFen: number) => ({ min: yuan(minFen), max: yuan(maxFen) }),
    inLocales(
      '充值金额不能低于 {min}，可充值 {min} 至 {max}',
      '儲值金額不能低於 {min}，可儲值 {min} 至 {max}',
      'The amount cannot be below {min}: top-ups go from {min} to {max}',
      'Le montant ne peut pas être inférieur à {min} : les recharges vont de {min} à {max}',
      'El importe no puede ser inferior a {min}: las recargas van de {min} a {max}',
    ),
  ),
  aboveMaximum: withValues(
    (minFen: number, maxFen: number) => ({ min: yuan(minFen), max: yuan(maxFen) }),
    inLocales(
      '充值金额不能高于 {max}，可充值 {min} 至 {max}',
      '儲值金額不能高於 {max}，可儲值 {min} 至 {max}',
      'The amount cannot be above {max}: top-ups go from {min} to {max}',
      'Le montant ne peut pas dépasser {max} : les recharges vont de {min} à {max}',
      'El importe no puede superar {max}: las recargas van de {min} a {max}',
    ),
  ),
  noBoundMobile: inLocales(
    '本卡未绑定手机号，无法设置支付密码，请先绑定手机号',
    '本卡未綁定手機號，無法設定支付密碼，請先綁定手機號',
    'No mobile number is linked to this card, so a pay password cannot be set. Please link a mobile number first',
    "Aucun numéro de mobile n'est lié à cette carte : impossible de définir un code de paiement. Liez d'abord un numéro",
    'Esta tarjeta no tiene ningún móvil vinculado, así que no se puede fijar una contraseña de pago. Vincula primero un móvil',
  ),
});
