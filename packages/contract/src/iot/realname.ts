import { inLocales } from '../constants';
import { defineMessages } from '../messages';
import type { PagePath } from '../routes';

// Real-name authentication: the actions the law ties to it, how a refusal reads, and the
// states of a holder's request. Named once here, with labels in every locale.

/**
 * The envelope code of a refusal for want of real-name: the client shows its message in a
 * dialog whose action opens `REALNAME_PATH`. Outside spec 8's catalogue, which names no such case.
 */
export const REALNAME_REQUIRED_CODE = 35001;

/** The page every real-name refusal leads to. */
export const REALNAME_PATH = '/pages/iot/index/realnameAuth/index' satisfies PagePath;

/**
 * The envelope code of a refusal because the card must bind a mobile first (its bindPhoneMode is
 * `BIND_PHONE_MODE.required` and none is bound): the client leads to `BIND_PHONE_PATH`.
 */
export const BIND_PHONE_REQUIRED_CODE = 35002;

/** The page every bind-a-mobile-first refusal leads to. */
export const BIND_PHONE_PATH = '/pages/iot/index/bindPhone/index' satisfies PagePath;

/**
 * The card gate's actions: buying a package (bought or set to renew, and the renewal job's
 * purchase), topping up and switching networks. While the card's `needAuth` is set they are refused
 * with REALNAME_REQUIRED_CODE; while it must bind a mobile first, with BIND_PHONE_REQUIRED_CODE.
 * A top-up of at most `REALNAME_FREE_RECHARGE_FEN` stays open either way.
 */
export const REALNAME_GATED_ACTIONS = ['buyPackage', 'recharge', 'switchNet'] as const;
export type RealnameGatedAction = (typeof REALNAME_GATED_ACTIONS)[number];

/** The largest single top-up a gated card may make: ¥30 per top-up (not a total; a card may top up ¥30 again). */
export const REALNAME_FREE_RECHARGE_FEN = 3000;

/** Where a holder verifies: the operator's own page (official) or the shop's three-factor check (platform). */
export const REALNAME_KINDS = ['official', 'platform'] as const;
export type RealnameKind = (typeof REALNAME_KINDS)[number];

/** A request: opened (the operator page not yet submitted), reviewing (submitted, verdict due), then verified or failed. */
export const REALNAME_REQUEST_STATUSES = ['opened', 'reviewing', 'verified', 'failed'] as const;
export type RealnameRequestStatus = (typeof REALNAME_REQUEST_STATUSES)[number];

/** Why a check failed, as the operator or the three-factor check reports it. */
export const REALNAME_REASONS = ['mismatch', 'faceCheck', 'mobileMismatch', 'operatorFailed'] as const;
export type RealnameReason = (typeof REALNAME_REASONS)[number];
export const RealnameReasonMessage = /* @__PURE__ */ defineMessages('realnameReason', {
  mismatch: inLocales(
    '姓名与身份证号码不一致',
    '姓名與身分證號碼不一致',
    'The name and the ID card number do not match',
    "Le nom et le numéro de carte d'identité ne correspondent pas",
    'El nombre y el número del documento no coinciden',
  ),
  faceCheck: inLocales(
    '人脸核验未通过',
    '人臉核驗未通過',
    'The face check did not pass',
    "La vérification faciale n'a pas abouti",
    'La verificación facial no se ha superado',
  ),
  mobileMismatch: inLocales(
    '手机号未登记在该身份证名下',
    '手機號未登記在該身分證名下',
    'This mobile is not registered to this ID card',
    "Ce mobile n'est pas enregistré au nom de cette carte d'identité",
    'Este móvil no está registrado a nombre de este documento',
  ),
  operatorFailed: inLocales(
    '运营商核验失败，请稍后重试',
    '電信商核驗失敗，請稍後重試',
    'The operator could not complete the check. Please try again later',
    "L'opérateur n'a pas pu terminer la vérification. Réessayez plus tard",
    'El operador no ha podido completar la verificación. Inténtalo más tarde',
  ),
});

/** What the gate and the real-name calls answer. */
export const RealnameMessage = /* @__PURE__ */ defineMessages('realname', {
  buyPackage: inLocales(
    '按国家规定，订购套餐前需先完成实名认证',
    '按國家規定，訂購套餐前需先完成實名認證',
    'By law, this card must be real-name verified before buying a package',
    "La loi exige de vérifier l'identité du titulaire avant d'acheter un forfait",
    'Por ley, la tarjeta debe verificarse antes de comprar un paquete',
  ),
  recharge: inLocales(
    '按国家规定，未实名的卡单次充值不能超过 30 元，请先完成实名认证',
    '按國家規定，未實名的卡單次儲值不能超過 30 元，請先完成實名認證',
    'By law, a card that is not real-name verified can be topped up by ¥30 at most. Please verify first',
    "La loi limite la recharge d'une carte non vérifiée à 30 ¥. Vérifiez d'abord votre identité",
    'Por ley, una tarjeta sin verificar solo admite recargas de hasta 30 ¥. Verifícala primero',
  ),
  switchNet: inLocales(
    '按国家规定，切换网络前需先完成实名认证',
    '按國家規定，切換網路前需先完成實名認證',
    'By law, this card must be real-name verified before switching networks',
    "La loi exige de vérifier l'identité du titulaire avant de changer de réseau",
    'Por ley, la tarjeta debe verificarse antes de cambiar de red',
  ),
  bindPhoneFirst: inLocales(
    '办理该业务前，请先绑定手机号',
    '辦理該業務前，請先綁定手機號',
    'Please bind a mobile to this card before doing this',
    "Liez d'abord un mobile à cette carte pour faire cette opération",
    'Vincula primero un móvil a esta tarjeta para hacer esta operación',
  ),
  alreadyVerified: inLocales(
    '该卡已完成实名认证',
    '該卡已完成實名認證',
    'This card is already real-name verified',
    "L'identité du titulaire de cette carte est déjà vérifiée",
    'Esta tarjeta ya está verificada',
  ),
  notDevice: inLocales(
    '该卡不是设备，请使用卡片实名认证',
    '該卡不是設備，請使用卡片實名認證',
    'This card is not a device: use the card real-name check',
    "Cette carte n'est pas un appareil : utilisez la vérification de la carte",
    'Esta tarjeta no es un dispositivo: usa la verificación de tarjeta',
  ),
  isDevice: inLocales(
    '该卡是设备，请使用设备实名认证',
    '該卡是設備，請使用設備實名認證',
    'This card is a device: use the device real-name check',
    "Cette carte est un appareil : utilisez la vérification de l'appareil",
    'Esta tarjeta es un dispositivo: usa la verificación del dispositivo',
  ),
  unknownChannel: inLocales(
    '该卡没有这个认证通道',
    '該卡沒有這個認證通道',
    'This card has no such real-name channel',
    "Cette carte n'a pas ce canal de vérification",
    'Esta tarjeta no tiene ese canal de verificación',
  ),
  unknownRequest: inLocales(
    '认证单不存在',
    '認證單不存在',
    'This real-name request does not exist',
    "Cette demande de vérification n'existe pas",
    'Esta solicitud de verificación no existe',
  ),
});
