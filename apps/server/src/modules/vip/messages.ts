import { defineMessages, inLocales } from '@shop/contract';

/** What the holder is told when buying a VIP plan is refused, and what an operator's refund says. */
export const VipMessage = defineMessages('vip', {
  notOnSale: inLocales(
    '该会员套餐已下架或不存在',
    '該會員套餐已下架或不存在',
    'This VIP plan is not on sale',
    "Cette formule VIP n'est pas en vente",
    'Este plan VIP no está a la venta',
  ),
  otherPromoter: inLocales(
    '该会员套餐不在本卡的可购范围内',
    '該會員套餐不在本卡的可購範圍內',
    'This VIP plan is not sold for this card',
    "Cette formule VIP n'est pas vendue pour cette carte",
    'Este plan VIP no se vende para esta tarjeta',
  ),
  unknownOrder: inLocales(
    '没有该订单号的会员',
    '沒有該訂單號的會員',
    'No membership was bought with this order number',
    "Aucune adhésion n'a été achetée avec ce numéro de commande",
    'Ninguna membresía se compró con este número de pedido',
  ),
  alreadyRefunded: inLocales(
    '该会员已退款，不能重复退款',
    '該會員已退款，不能重複退款',
    'This membership has already been refunded',
    'Cette adhésion a déjà été remboursée',
    'Esta membresía ya se ha reembolsado',
  ),
});
