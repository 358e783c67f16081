import { defineMessages, inLocales, renderCatalogue } from '@shop/contract';

export const IotMessage = defineMessages('iot', {
  unknownCard: inLocales(
    '卡号不存在，请核对后重试',
    '卡號不存在，請核對後重試',
    'This card number does not exist. Please check it and try again',
    "Ce numéro de carte n'existe pas. Vérifiez-le et réessayez",
    'Este número de tarjeta no existe. Compruébalo y vuelve a intentarlo',
  ),
  tooManyFailures: inLocales(
    '尝试过于频繁，请稍后再试',
    '嘗試過於頻繁，請稍後再試',
    'Too many tries. Please try again later',
    'Trop de tentatives. Réessayez plus tard',
    'Demasiados intentos. Vuelve a intentarlo más tarde',
  ),
  passwordNeeded: inLocales('请输入卡密码', '請輸入卡密碼', 'Please enter the card password', 'Veuillez saisir le mot de passe de la carte', 'Introduce la contraseña de la tarjeta'),
  wrongPassword: inLocales(
    '卡密码错误，请核对后重试',
    '卡密碼錯誤，請核對後重試',
    'Wrong card password. Please check it and try again',
    'Mot de passe de la carte erroné. Vérifiez-le et réessayez',
    'Contraseña de la tarjeta incorrecta. Compruébala y vuelve a intentarlo',
  ),
  codeNeeded: inLocales('请输入短信验证码', '請輸入簡訊驗證碼', 'Please enter the text message code', 'Veuillez saisir le code reçu par SMS', 'Introduce el código recibido por SMS'),
  noSmsLogin: inLocales(
    '该卡无需短信验证码，请直接登录',
    '該卡無需簡訊驗證碼，請直接登入',
    'This card needs no text message code: just log in',
    "Cette carte n'a pas besoin de code SMS : connectez-vous directement",
    'Esta tarjeta no necesita código SMS: entra directamente',
  ),
  noBoundMobile: inLocales(
    '该卡未绑定手机号，请联系客服',
    '該卡未綁定手機號，請聯繫客服',
    'No mobile number is linked to this card. Please contact customer service',
    "Aucun numéro de mobile n'est lié à cette carte. Veuillez contacter le service client",
    'Esta tarjeta no tiene ningún móvil vinculado. Contacta con atención al cliente',
  ),
  carrierBusy: inLocales(
    '运营商系统繁忙，请稍后再试',
    '電信商系統繁忙，請稍後再試',
    "The operator's system is busy. Please try again later",
    "Le système de l'opérateur est saturé. Réessayez plus tard",
    'El sistema del operador está ocupado. Vuelve a intentarlo más tarde',
  ),
  noBreak: inLocales(
    '该卡当前没有违规停机',
    '該卡目前沒有違規停機',
    'This card is not suspended for a breach of the rules',
    "Cette carte n'est pas suspendue pour infraction",
    'Esta tarjeta no está suspendida por infracción',
  ),
  breakNotRemovable: inLocales(
    '该违规停机不支持自助解除，请联系客服处理',
    '該違規停機不支援自助解除，請聯繫客服處理',
    'This suspension cannot be lifted here. Please contact customer service',
    'Cette suspension ne peut pas être levée ici. Veuillez contacter le service client',
    'Esta suspensión no se puede levantar aquí. Contacta con atención al cliente',
  ),
  loginNotice: inLocales(
    '请输入卡号登录，可查询流量、余额并办理业务',
    '請輸入卡號登入，可查詢流量、餘額並辦理業務',
    'Log in with your card number to check your data and balance and manage your services',
    'Connectez-vous avec votre numéro de carte pour consulter vos données, votre solde et gérer vos services',
    'Entra con tu número de tarjeta para consultar tus datos y tu saldo y gestionar tus servicios',
  ),
});

/** The zh-Hans texts (logs, tests, and the default login notice). */
export const IotText = renderCatalogue(IotMessage, 'zh-Hans');
