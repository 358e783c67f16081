import { defineMessages, inLocales, withValues } from '@shop/contract';

const points = (n: number): string => String(n);

/** What the holder is told when the points shop refuses an order, a cancel or a payment. */
export const PointsShopMessage = defineMessages('pointsShop', {
  noSuchGoods: inLocales(
    '该商品不存在或已下架',
    '該商品不存在或已下架',
    'This item does not exist or is no longer on sale',
    "Cet article n'existe pas ou n'est plus en vente",
    'Este artículo no existe o ya no está a la venta',
  ),
  noSuchOrder: inLocales(
    '没有该订单号的积分订单',
    '沒有該訂單號的積分訂單',
    'No points shop order has this number',
    "Aucune commande de la boutique de points ne porte ce numéro",
    'Ningún pedido de la tienda de puntos tiene este número',
  ),
  pointsShort: withValues(
    (have: number, need: number) => ({ have: points(have), need: points(need) }),
    inLocales(
      '积分不足：您有 {have} 积分，本次需要 {need} 积分',
      '積分不足：您有 {have} 積分，本次需要 {need} 積分',
      'Not enough points: you have {have}, this needs {need}',
      'Pas assez de points : vous en avez {have}, il en faut {need}',
      'No tienes puntos suficientes: tienes {have} y se necesitan {need}',
    ),
  ),
  soldOut: inLocales(
    '该商品库存不足，已售罄',
    '該商品庫存不足，已售罄',
    'This item is sold out',
    'Cet article est épuisé',
    'Este artículo está agotado',
  ),
  overLimit: withValues(
    (left: number) => ({ left: String(left) }),
    inLocales(
      '超出每卡限购数量：您还可以购买 {left} 件',
      '超出每卡限購數量：您還可以購買 {left} 件',
      'Over the limit per card: you may buy {left} more',
      'Au-delà de la limite par carte : vous pouvez encore en acheter {left}',
      'Supera el límite por tarjeta: puedes comprar {left} más',
    ),
  ),
  pickupNotOffered: inLocales(
    '该商品不支持在此自提点自提，请换一个自提点或选择快递',
    '該商品不支援在此自取點自取，請換一個自取點或選擇快遞',
    'This item cannot be collected at this pick-up point. Choose another one or delivery',
    "Cet article ne peut pas être retiré à ce point de retrait. Choisissez-en un autre ou la livraison",
    'Este artículo no se puede recoger en este punto. Elige otro o el envío',
  ),
  deliveryNotFitting: inLocales(
    '该商品不支持这种收货方式：虚拟商品直充到卡，实物商品需快递或自提',
    '該商品不支援這種收貨方式：虛擬商品直充到卡，實物商品需快遞或自取',
    'This item cannot be received this way: virtual items are credited to the card, physical ones are delivered or collected',
    "Cet article ne peut pas être reçu ainsi : les articles virtuels sont crédités sur la carte, les articles physiques livrés ou retirés",
    'Este artículo no se puede recibir así: los virtuales se abonan a la tarjeta y los físicos se envían o se recogen',
  ),
  addressNeeded: inLocales(
    '请选择收货地址',
    '請選擇收貨地址',
    'Please choose a delivery address',
    'Veuillez choisir une adresse de livraison',
    'Elige una dirección de entrega',
  ),
  payWithNeeded: inLocales(
    '该商品需另付现金部分，请选择余额支付或在线支付',
    '該商品需另付現金部分，請選擇餘額支付或線上支付',
    'This item has a cash part: choose to pay it from the balance or online',
    'Cet article a une part en espèces : payez-la avec le solde ou en ligne',
    'Este artículo tiene una parte en efectivo: págala con el saldo o en línea',
  ),
  paymentTypeNeeded: inLocales(
    '在线支付请选择支付方式',
    '線上支付請選擇支付方式',
    'Choose how to pay online',
    'Choisissez comment payer en ligne',
    'Elige cómo pagar en línea',
  ),
  alreadyPaid: inLocales(
    '该订单已支付',
    '該訂單已支付',
    'This order is already paid',
    'Cette commande est déjà payée',
    'Este pedido ya está pagado',
  ),
  alreadyCancelled: inLocales(
    '该订单已取消或已关闭',
    '該訂單已取消或已關閉',
    'This order is already cancelled or closed',
    'Cette commande est déjà annulée ou fermée',
    'Este pedido ya está cancelado o cerrado',
  ),
});
