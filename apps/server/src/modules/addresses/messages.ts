import { defineMessages, inLocales, SIM_ADDRESS_MAX, withValues } from '@shop/contract';

/** What the holder is told when a change to the card's addresses is refused. */
export const SimAddressMessage = defineMessages('simAddress', {
  otherCard: inLocales(
    '该地址不是本卡的地址',
    '該地址不是本卡的地址',
    "This address is not one of your card's",
    "Cette adresse n'est pas une de celles de votre carte",
    'Esta dirección no es una de las de tu tarjeta',
  ),
  tooMany: withValues(
    () => ({ max: String(SIM_ADDRESS_MAX) }),
    inLocales(
      '每张卡最多保存 {max} 个地址，请先删除不用的地址',
      '每張卡最多保存 {max} 個地址，請先刪除不用的地址',
      'A card keeps at most {max} addresses. Please delete one you no longer use first',
      'Une carte garde au plus {max} adresses. Supprimez d’abord celle que vous n’utilisez plus',
      'Una tarjeta guarda como máximo {max} direcciones. Borra primero una que ya no uses',
    ),
  ),
});
