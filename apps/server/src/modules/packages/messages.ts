import { defineMessages, inLocales } from '@shop/contract';
import { chinaDateTime } from '../../lib/china-time';
import { fenToYuan } from '../../providers/payment/money';

const yuan = (fen: number): string => `¥${fenToYuan(fen)}`;

/** What the holder is told when buying a package or a renewal is refused. */
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
});

/** The renewal notice sent by SMS to the bound mobile (always in Chinese, like the codes). */
export const renewalNoticeText = (name: string, priceFen: number, renewAt: Date): string =>
  `您的物联网卡套餐将于 ${chinaDateTime(renewAt).slice(0, 10)} 到期，自动续费「${name}」需 ${yuan(priceFen)}，当前余额不足，请及时充值，以免停机。`;
