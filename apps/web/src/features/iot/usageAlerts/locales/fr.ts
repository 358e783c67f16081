import type { UsageMessages } from './en';

export const usageMessages: UsageMessages = {
  usageAlerts: {
    title: 'Alertes de consommation et plafond des recharges',
    levelsTitle: "M'alerter quand j'ai utilisé",
    level: '{{level}} % du forfait',
    textedTo: "Les alertes sont envoyées par SMS au {{mobile}} et affichées sur l'accueil de la carte, une fois par cycle pour chaque seuil.",
    noMobile: "Aucun mobile n'est lié à cette carte : les alertes s'affichent seulement sur l'accueil de la carte, une fois par cycle pour chaque seuil.",
    unlimited: "Votre forfait est illimité : il n'y a pas de part du forfait à surveiller.",
    capTitle: 'Plafond mensuel des recharges',
    capSwitch: 'Limiter le coût des recharges chaque mois',
    capLabel: 'Plafond (yuans)',
    capPlaceholder: 'Par exemple 50',
    capHint: 'Recharges de données et boosts de débit comptent ensemble, payés avec le solde ou en ligne, commandes non payées comprises, par mois civil (heure de Chine).',
    spent: 'Dépensé en recharges en {{month}} : {{spent}}',
    errors: {
      required: 'Saisissez le plafond en yuans, ou désactivez-le',
      format: 'Saisissez un montant en yuans avec au plus deux décimales',
      tooHigh: 'Le plafond ne peut pas dépasser {{max}}',
    },
    save: 'Enregistrer',
    saved: 'Enregistré',
    loadFailed: "Impossible de charger vos réglages d'alerte",
    notice: {
      title: 'Vous avez utilisé {{level}} % de votre forfait',
      text: '{{used}} utilisés sur {{total}} ce cycle.',
      texted: 'Un SMS a aussi été envoyé à votre mobile lié.',
      buy: 'Acheter une recharge',
      dismiss: "J'ai compris",
    },
  },
};
