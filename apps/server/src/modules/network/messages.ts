import { defineMessages, inLocales } from '@shop/contract';

/** What the holder is told when a network switch is refused. */
export const NetworkMessage = defineMessages('network', {
  notANetwork: inLocales(
    '本卡不支持该运营商网络（operatorType）',
    '本卡不支援該電信商網路（operatorType）',
    'The card cannot use that operator\'s network (operatorType)',
    "La carte ne peut pas utiliser le réseau de cet opérateur (operatorType)",
    'La tarjeta no puede usar la red de ese operador (operatorType)',
  ),
  alreadyOn: inLocales(
    '本卡当前已在该网络',
    '本卡目前已在該網路',
    'The card is already on that network',
    'La carte est déjà sur ce réseau',
    'La tarjeta ya está en esa red',
  ),
  switchPending: inLocales(
    '网络切换中，请等待本次切换完成后再试',
    '網路切換中，請等待本次切換完成後再試',
    'A network switch is under way. Please wait for it to finish',
    'Un changement de réseau est en cours. Attendez qu\'il se termine',
    'Hay un cambio de red en curso. Espera a que termine',
  ),
});
