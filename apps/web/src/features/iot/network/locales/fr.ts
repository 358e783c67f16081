import type { NetworkMessages } from './en';

export const networkMessages: NetworkMessages = {
  switchNet: {
    intro: 'Cette carte peut utiliser plusieurs réseaux. Choisissez celui qui capte le mieux là où vous êtes.',
    current: 'Réseau actuel',
    networks: 'Réseaux de cette carte',
    currentTag: 'Actuel',
    notInService: 'Hors service',
    switchTo: 'Changer',
    switchToLabel: 'Passer sur {{operator}}',
    confirm: "Passer la carte sur {{operator}} ? Les données s'arrêtent quelques secondes pendant le changement.",
    confirmYes: 'Changer',
    cancel: 'Annuler',
    pending: 'Passage à {{operator}}…',
    pendingHint: "L'opérateur répond en général en quelques secondes. Vous pouvez quitter cette page : le changement continue.",
    succeeded: 'La carte est sur {{operator}}',
    failed: 'Toujours sur {{operator}}',
    onlyOne: "Cette carte n'a qu'un réseau : rien à changer.",
    loadFailed: 'Impossible de charger les réseaux de cette carte',
  },
};
