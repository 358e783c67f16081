import { defineMessages, inLocales, withValues } from '@shop/contract';
import { fenToYuan } from '../../providers/payment/money';

const yuan = (fen: number): string => `¥${fenToYuan(fen)}`;
const GB = 1024;
const gb = (mb: number): string => `${(mb / GB).toFixed(2)}GB`;

/** What the holder is told about usage alerts and the add-on cap. */
export const UsageMessage = defineMessages('usage', {
  overCap: withValues(
    (capFen: number, spentFen: number, priceFen: number) => ({ cap: yuan(capFen), spent: yuan(spentFen), price: yuan(priceFen) }),
    inLocales(
      '本月加油包已花费 {spent}（含待支付订单），再买这笔 {price} 将超过您设定的月限额 {cap}。如需购买，请在「卡片首页 → 用量提醒与加油包限额」中调高或取消限额',
      '本月加油包已花費 {spent}（含待支付訂單），再買這筆 {price} 將超過您設定的月限額 {cap}。如需購買，請在「卡片首頁 → 用量提醒與加油包限額」中調高或取消限額',
      'Add-ons this month: {spent} spent (unpaid orders included). This {price} would go over your monthly cap of {cap}. To buy it, raise or remove the cap under Card home → Usage alerts and add-on cap',
      'Recharges ce mois-ci : {spent} dépensés (commandes non payées comprises). Cet achat de {price} dépasserait votre plafond mensuel de {cap}. Pour l’acheter, relevez ou supprimez le plafond dans Accueil de la carte → Alertes de consommation et plafond des recharges',
      'Complementos este mes: {spent} gastados (pedidos sin pagar incluidos). Esta compra de {price} superaría tu límite mensual de {cap}. Para comprarla, sube o quita el límite en Inicio de la tarjeta → Avisos de consumo y límite de complementos',
    ),
  ),
  unknownAlert: inLocales(
    '没有这条用量提醒',
    '沒有這條用量提醒',
    'There is no such usage alert',
    "Cette alerte de consommation n'existe pas",
    'No existe ese aviso de consumo',
  ),
});

/** The SMS a usage alert sends, in Chinese like the shop's other texts. */
export const usageAlertText = (level: number, useFlow: number, totalFlow: number): string =>
  `【流量提醒】您的物联网卡本周期已使用 ${gb(useFlow)}，达到套餐 ${gb(totalFlow)} 的 ${level}%。可在卡片首页查看用量或购买加油包。`;
