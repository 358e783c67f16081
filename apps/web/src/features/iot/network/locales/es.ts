import type { NetworkMessages } from './en';

export const networkMessages: NetworkMessages = {
  switchNet: {
    intro: 'Esta tarjeta puede usar varias redes. Elige la que tenga mejor cobertura donde estás.',
    current: 'Red actual',
    networks: 'Redes de esta tarjeta',
    currentTag: 'Actual',
    notInService: 'Fuera de servicio',
    switchTo: 'Cambiar',
    switchToLabel: 'Cambiar a {{operator}}',
    confirm: '¿Pasar la tarjeta a {{operator}}? Los datos se cortan unos segundos durante el cambio.',
    confirmYes: 'Cambiar',
    cancel: 'Cancelar',
    pending: 'Pasando a {{operator}}…',
    pendingHint: 'El operador suele responder en unos segundos. Puedes salir de esta página: el cambio sigue.',
    succeeded: 'La tarjeta está en {{operator}}',
    failed: 'Sigue en {{operator}}',
    onlyOne: 'Esta tarjeta tiene una sola red: no hay nada que cambiar.',
    loadFailed: 'No se han podido cargar las redes de esta tarjeta',
  },
};
