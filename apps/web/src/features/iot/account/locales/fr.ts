import type { AccountMessages } from './en';

export const accountMessages: AccountMessages = {
  bindPhone: {
    intro: 'Les codes et les avis de cette carte sont envoyés au mobile lié.',
    current: 'Mobile lié : {{mobile}}',
    none: "Aucun mobile n'est encore lié à cette carte.",
    required: 'Cette carte doit être liée à un mobile avant toute autre opération.',
    mobile: 'Nouveau mobile',
    mobilePlaceholder: 'Numéro à 11 chiffres',
    code: 'Code',
    codePlaceholder: '6 chiffres',
    oldCode: 'Ancien code',
    oldCodeNote: 'Changer le mobile lié demande aussi un code envoyé au {{mobile}}',
    bind: 'Lier',
    change: 'Changer de mobile',
    bound: 'Mobile {{mobile}} lié',
    errors: {
      mobile: 'Saisissez un numéro de mobile à 11 chiffres commençant par 1',
      code: 'Le code comporte 6 chiffres',
    },
  },
};
