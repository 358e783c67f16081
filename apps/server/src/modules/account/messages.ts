import { defineMessages, inLocales, type Message, withValues } from '@shop/contract';

/** What the holder is told when binding a mobile is refused. */
export const AccountMessage = defineMessages('account', {
  sameMobile: inLocales(
    '该手机号已绑定本卡',
    '該手機號已綁定本卡',
    'This mobile is already bound to the card',
    'Ce mobile est déjà lié à la carte',
    'Este móvil ya está vinculado a la tarjeta',
  ),
  nothingBound: inLocales(
    '本卡尚未绑定手机号，无需原手机号验证码',
    '本卡尚未綁定手機號，無需原手機號驗證碼',
    'No mobile is bound to the card yet: no code from an old mobile is needed',
    "Aucun mobile n'est encore lié à la carte : aucun code de l'ancien mobile n'est nécessaire",
    'Aún no hay ningún móvil vinculado a la tarjeta: no hace falta código del móvil anterior',
  ),
  oldCodeNeeded: inLocales(
    '更换绑定手机号需要原手机号的验证码（oldCode）',
    '更換綁定手機號需要原手機號的驗證碼（oldCode）',
    'Changing the bound mobile needs the code sent to the old one (oldCode)',
    "Changer le mobile lié demande le code envoyé à l'ancien (oldCode)",
    'Cambiar el móvil vinculado requiere el código enviado al anterior (oldCode)',
  ),
  newCode: withValues(
    (reason: Message) => ({ reason }),
    inLocales('新手机号验证码：{reason}', '新手機號驗證碼：{reason}', 'Code of the new mobile: {reason}', 'Code du nouveau mobile : {reason}', 'Código del móvil nuevo: {reason}'),
  ),
  oldCode: withValues(
    (reason: Message) => ({ reason }),
    inLocales('原手机号验证码：{reason}', '原手機號驗證碼：{reason}', 'Code of the old mobile: {reason}', "Code de l'ancien mobile : {reason}", 'Código del móvil anterior: {reason}'),
  ),
  changedMeanwhile: inLocales(
    '绑定的手机号刚刚已被更改，请刷新后重试',
    '綁定的手機號剛剛已被更改，請重新整理後重試',
    'The bound mobile was changed just now. Please reload and try again',
    'Le mobile lié vient de changer. Rechargez la page et réessayez',
    'El móvil vinculado acaba de cambiar. Recarga la página y vuelve a intentarlo',
  ),
});
