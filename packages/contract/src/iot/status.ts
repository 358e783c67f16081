import { inLocales, type Locale } from '../constants';

// The SIM's status codes, which spec 3 names without values: defined once here, with their
// labels, so that server, client and docs agree. Codes are stored, so never renumbered.

type Labels<C extends number> = Record<C, Record<Locale, string>>;

/** The line's state at the carrier. */
export const SIM_STATUS = { notActivated: 0, normal: 1, suspended: 2, arrears: 3, cancelled: 4 } as const;
export type SimStatus = (typeof SIM_STATUS)[keyof typeof SIM_STATUS];
export const simStatusLabel: Labels<SimStatus> = {
  0: inLocales('待激活', '待啟用', 'Not activated', 'Non activée', 'Sin activar'),
  1: inLocales('正常', '正常', 'Active', 'Active', 'Activa'),
  2: inLocales('已停机', '已停機', 'Suspended', 'Suspendue', 'Suspendida'),
  3: inLocales('欠费停机', '欠費停機', 'Suspended for arrears', 'Suspendue pour impayé', 'Suspendida por impago'),
  4: inLocales('已销户', '已銷戶', 'Closed', 'Résiliée', 'Dada de baja'),
};

/** Real-name authentication of the holder (authStatus, and authPlatformStatus at the platform). */
export const AUTH_STATUS = { none: 0, verified: 1, reviewing: 2, rejected: 3 } as const;
export type AuthStatus = (typeof AUTH_STATUS)[keyof typeof AUTH_STATUS];
export const authStatusLabel: Labels<AuthStatus> = {
  0: inLocales('未实名', '未實名', 'Not verified', 'Non vérifiée', 'Sin verificar'),
  1: inLocales('已实名', '已實名', 'Verified', 'Vérifiée', 'Verificada'),
  2: inLocales('审核中', '審核中', 'Under review', 'En cours de vérification', 'En revisión'),
  3: inLocales('未通过', '未通過', 'Rejected', 'Refusée', 'Rechazada'),
};

/** Whether data is switched on for the line (internetStatus). */
export const INTERNET_STATUS = { off: 0, on: 1 } as const;
export type InternetStatus = (typeof INTERNET_STATUS)[keyof typeof INTERNET_STATUS];
export const internetStatusLabel: Labels<InternetStatus> = {
  0: inLocales('已断网', '已斷網', 'Data off', 'Données coupées', 'Datos desactivados'),
  1: inLocales('已联网', '已連網', 'Data on', 'Données actives', 'Datos activados'),
};

/** Whether the device is attached to the network now (onlineStatus). */
export const ONLINE_STATUS = { offline: 0, online: 1 } as const;
export type OnlineStatus = (typeof ONLINE_STATUS)[keyof typeof ONLINE_STATUS];
export const onlineStatusLabel: Labels<OnlineStatus> = {
  0: inLocales('离线', '離線', 'Offline', 'Hors ligne', 'Desconectado'),
  1: inLocales('在线', '在線', 'Online', 'En ligne', 'En línea'),
};

/** A cancellation asked for (cancelStatus) and a card replacement (replaceStatus). */
export const CANCEL_STATUS = { none: 0, requested: 1, done: 2 } as const;
export type CancelStatus = (typeof CANCEL_STATUS)[keyof typeof CANCEL_STATUS];
export const cancelStatusLabel: Labels<CancelStatus> = {
  0: inLocales('正常', '正常', 'None', 'Aucune', 'Ninguna'),
  1: inLocales('销户申请中', '銷戶申請中', 'Closure requested', 'Résiliation demandée', 'Baja solicitada'),
  2: inLocales('已销户', '已銷戶', 'Closed', 'Résiliée', 'Dada de baja'),
};

export const REPLACE_STATUS = { none: 0, replacing: 1, replaced: 2 } as const;
export type ReplaceStatus = (typeof REPLACE_STATUS)[keyof typeof REPLACE_STATUS];
export const replaceStatusLabel: Labels<ReplaceStatus> = {
  0: inLocales('正常', '正常', 'None', 'Aucun', 'Ninguno'),
  1: inLocales('换卡中', '換卡中', 'Being replaced', 'Remplacement en cours', 'En sustitución'),
  2: inLocales('已换卡', '已換卡', 'Replaced', 'Remplacée', 'Sustituida'),
};

/** How a card logs in (cardPasswordMode): the number alone, with its password, or with an SMS to its bound phone. */
export const CARD_LOGIN_MODES = ['none', 'password', 'sms'] as const;
export type CardLoginMode = (typeof CARD_LOGIN_MODES)[number];
