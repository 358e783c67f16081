import { defineMessages, inLocales, withValues } from '@shop/contract';
import { chinaDateTime } from '../../lib/china-time';

/** "2026-03-01 12:00" in China time. */
const minute = (at: Date): string => chinaDateTime(at).slice(0, 16);

/** What the holder is told when buying a speed add-on is refused. */
export const AccelerateMessage = defineMessages('accelerate', {
  notOnSale: inLocales(
    '该加速包已下架或不存在',
    '該加速包已下架或不存在',
    'This speed add-on is not on sale',
    "Ce boost de débit n'est pas en vente",
    'Este aumento de velocidad no está a la venta',
  ),
  otherPromoter: inLocales(
    '该加速包不在本卡的可购范围内',
    '該加速包不在本卡的可購範圍內',
    'This speed add-on is not sold for this card',
    "Ce boost de débit n'est pas vendu pour cette carte",
    'Este aumento de velocidad no se vende para esta tarjeta',
  ),
  otherOperator: inLocales(
    '该加速包不适用于本卡的运营商',
    '該加速包不適用於本卡的電信商',
    "This speed add-on is for another operator's cards",
    "Ce boost de débit est destiné aux cartes d'un autre opérateur",
    'Este aumento de velocidad es para tarjetas de otro operador',
  ),
  otherSpeedActive: withValues(
    (name: string, until: Date) => ({ name, until: minute(until) }),
    inLocales(
      '当前「{name}」加速中，至 {until} 结束；同一时间只能使用一种网速，请到期后再购买其他加速包，或购买同款加速包续期',
      '目前「{name}」加速中，至 {until} 結束；同一時間只能使用一種網速，請到期後再購買其他加速包，或購買同款加速包續期',
      '"{name}" runs until {until} (China time). A line has one speed at a time: buy another speed after it ends, or the same one to extend it',
      "« {name} » est actif jusqu'au {until} (heure de Chine). Une ligne n'a qu'un débit à la fois : achetez un autre boost après sa fin, ou le même pour le prolonger",
      '«{name}» está activo hasta el {until} (hora de China). Una línea tiene una sola velocidad a la vez: compra otra cuando termine, o la misma para ampliarla',
    ),
  ),
});
