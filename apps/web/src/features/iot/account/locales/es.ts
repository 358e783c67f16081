import type { AccountMessages } from './en';

export const accountMessages: AccountMessages = {
  bindPhone: {
    intro: 'Los códigos y avisos de esta tarjeta se envían al móvil vinculado.',
    current: 'Móvil vinculado: {{mobile}}',
    none: 'Esta tarjeta aún no tiene ningún móvil vinculado.',
    required: 'Esta tarjeta necesita un móvil vinculado antes de cualquier otra operación.',
    mobile: 'Móvil nuevo',
    mobilePlaceholder: 'Número de móvil de 11 cifras',
    code: 'Código',
    codePlaceholder: '6 dígitos',
    oldCode: 'Código anterior',
    oldCodeNote: 'Cambiar el móvil vinculado requiere también un código enviado al {{mobile}}',
    bind: 'Vincular',
    change: 'Cambiar móvil',
    bound: 'Móvil {{mobile}} vinculado',
    errors: {
      mobile: 'Escribe un número de móvil de 11 cifras que empiece por 1',
      code: 'El código tiene 6 cifras',
    },
  },
};
