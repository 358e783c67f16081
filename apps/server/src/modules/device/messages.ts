import { defineMessages, inLocales } from '@shop/contract';

/** What the holder is told when the Wi-Fi device refuses, or a proof is missing. */
export const DeviceMessage = defineMessages('device', {
  notDevice: inLocales(
    '该卡不是 Wi-Fi 设备，没有可管理的 Wi-Fi',
    '該卡不是 Wi-Fi 設備，沒有可管理的 Wi-Fi',
    'This card is not a Wi-Fi device: there is no Wi-Fi to manage',
    "Cette carte n'est pas un appareil Wi-Fi : aucun Wi-Fi à gérer",
    'Esta tarjeta no es un dispositivo Wi-Fi: no hay Wi-Fi que gestionar',
  ),
  offline: inLocales(
    '设备离线，无法执行操作。请确认设备已开机、有信号后再试',
    '設備離線，無法執行操作。請確認設備已開機、有訊號後再試',
    'The device is offline and cannot take this. Make sure it is on and has signal, then try again',
    "L'appareil est hors ligne et ne peut pas l'exécuter. Vérifiez qu'il est allumé et capte le réseau, puis réessayez",
    'El dispositivo está desconectado y no puede hacerlo. Comprueba que está encendido y tiene cobertura, y vuelve a intentarlo',
  ),
  off: inLocales(
    '设备已关机，需在设备上长按电源键开机后才能操作',
    '設備已關機，需在設備上長按電源鍵開機後才能操作',
    'The device is switched off: switch it on with its power button, then try again',
    "L'appareil est éteint : allumez-le avec son bouton d'alimentation, puis réessayez",
    'El dispositivo está apagado: enciéndelo con su botón de encendido y vuelve a intentarlo',
  ),
  busy: inLocales(
    '设备正在执行上一个操作，请等它完成后再试',
    '設備正在執行上一個操作，請等它完成後再試',
    'The device is still carrying out the last action. Try again once it is done',
    "L'appareil exécute encore l'action précédente. Réessayez une fois qu'elle est terminée",
    'El dispositivo aún está haciendo la acción anterior. Vuelve a intentarlo cuando termine',
  ),
  bandBusy: inLocales(
    '该频段的上一次修改还在生效中，请稍后再试',
    '該頻段的上一次修改還在生效中，請稍後再試',
    'The last change to this band is still being applied. Try again in a moment',
    'La dernière modification de cette bande est en cours. Réessayez dans un instant',
    'El último cambio de esta banda aún se está aplicando. Vuelve a intentarlo en un momento',
  ),
  noBand: inLocales('该设备没有这个频段', '該設備沒有這個頻段', 'This device has no such band', "Cet appareil n'a pas cette bande", 'Este dispositivo no tiene esa banda'),
  proofNeeded: inLocales(
    '为保护 Wi-Fi 密码，请先验证身份',
    '為保護 Wi-Fi 密碼，請先驗證身分',
    'To protect the Wi-Fi password, please prove it is you first',
    "Pour protéger le mot de passe Wi-Fi, prouvez d'abord votre identité",
    'Para proteger la contraseña de la Wi-Fi, demuestra primero que eres tú',
  ),
  actionProofNeeded: inLocales(
    '关机和恢复出厂设置前，请先验证身份',
    '關機和恢復原廠設定前，請先驗證身分',
    'Before switching the device off or resetting it, please prove it is you',
    "Avant d'éteindre ou de réinitialiser l'appareil, prouvez votre identité",
    'Antes de apagar o restablecer el dispositivo, demuestra que eres tú',
  ),
  noProofMethod: inLocales(
    '该卡未设置卡密码，也未绑定手机号，无法验证身份，请先绑定手机号',
    '該卡未設定卡密碼，也未綁定手機號，無法驗證身分，請先綁定手機號',
    'This card has no card password and no linked mobile, so it cannot be proven: link a mobile first',
    "Cette carte n'a ni mot de passe ni mobile lié : liez d'abord un mobile pour prouver votre identité",
    'Esta tarjeta no tiene contraseña ni móvil vinculado: vincula primero un móvil para demostrar que eres tú',
  ),
  passwordNotUsed: inLocales(
    '该卡不使用卡密码，请用短信验证码验证',
    '該卡不使用卡密碼，請用簡訊驗證碼驗證',
    'This card has no card password: prove it with a text message code',
    "Cette carte n'a pas de mot de passe : utilisez un code SMS",
    'Esta tarjeta no tiene contraseña: usa un código SMS',
  ),
});
