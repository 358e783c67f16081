import type { AuthMessages } from './en';

export const authMessages: AuthMessages = {
  loginProtocol: {
    link: "conditions d'utilisation",
    title: "Conditions d'utilisation",
    agree: "J'accepte",
    close: 'Fermer',
    failed: "Impossible de charger les conditions d'utilisation",
  },
  login: {
    heading: 'Suivre mes commandes',
    subheading: 'Connectez-vous avec le numéro de mobile utilisé pour commander',
    modes: { sms: 'Mobile et code', orderSn: 'Numéro de commande' },
    mobile: 'Mobile',
    mobilePlaceholder: 'Numéro à 11 chiffres',
    code: 'Code',
    codePlaceholder: 'Code à 6 chiffres',
    orderSn: 'Numéro de commande',
    orderSnPlaceholder: 'Le numéro indiqué sur votre commande',
    submit: 'Se connecter',
    agreement: 'En vous connectant, vous acceptez les',
    errors: {
      mobile: 'Un numéro de mobile compte 11 chiffres et commence par 1',
      code: 'Saisissez le code à 6 chiffres',
      orderSn: 'Un numéro de commande compte 8 à 32 majuscules et chiffres',
    },
  },
  smsCode: { send: 'Recevoir le code', sending: 'Envoi…', resendIn: 'Renvoyer dans {{seconds}} s', resend: 'Renvoyer', sent: 'Code envoyé au {{mobile}}, valable {{minutes}} minutes' },
};
