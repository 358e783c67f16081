import { inLocales, type Locale } from '../constants';

type Labels<C extends string | number> = Record<C, Record<Locale, string>>;

/** Whether the holder must bind a mobile (bindPhoneMode): stored per card, so never renumbered. */
export const BIND_PHONE_MODE = { optional: 0, required: 1 } as const;
export type BindPhoneMode = (typeof BIND_PHONE_MODE)[keyof typeof BIND_PHONE_MODE];

/** A card whose mode asks for a bound mobile and has none: the home leads to binding first. */
export const mustBindPhone = (card: { bindPhoneMode: number; boundMobile: string | null }): boolean =>
  card.bindPhoneMode === BIND_PHONE_MODE.required && card.boundMobile === null;

/** A network switch asked of the carrier: pending until it answers, then succeeded or failed. */
export const NETWORK_SWITCH_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type NetworkSwitchStatus = (typeof NETWORK_SWITCH_STATUSES)[number];
export const networkSwitchStatusLabel: Labels<NetworkSwitchStatus> = {
  pending: inLocales('切换中', '切換中', 'Switching', 'Changement en cours', 'Cambiando'),
  succeeded: inLocales('成功', '成功', 'Switched', 'Réseau changé', 'Cambiada'),
  failed: inLocales('失败', '失敗', 'Failed', 'Échec', 'Fallido'),
};

/** Why the carrier did not switch a card's network. */
export const NETWORK_SWITCH_FAILURES = ['notInService', 'carrierRefused'] as const;
export type NetworkSwitchFailure = (typeof NETWORK_SWITCH_FAILURES)[number];
export const networkSwitchFailureLabel: Labels<NetworkSwitchFailure> = {
  notInService: inLocales(
    '该网络的副卡未在服务中，运营商无法切换',
    '該網路的副卡未在服務中，電信商無法切換',
    "The card's SIM on that network is not in service, so the carrier could not switch",
    "La SIM de la carte sur ce réseau n'est pas en service : l'opérateur n'a pas pu changer de réseau",
    'La SIM de la tarjeta en esa red no está en servicio: el operador no pudo cambiar de red',
  ),
  carrierRefused: inLocales(
    '运营商暂时无法切换网络，请稍后再试',
    '電信商暫時無法切換網路，請稍後再試',
    'The carrier could not switch the network just now. Please try again later',
    "L'opérateur n'a pas pu changer de réseau pour le moment. Réessayez plus tard",
    'El operador no pudo cambiar de red ahora. Vuelve a intentarlo más tarde',
  ),
};
