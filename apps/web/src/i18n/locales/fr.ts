import { languageNames } from '../languageNames';
import type { Messages } from './en';

export const messages: Messages = {
  tab: { home: 'Accueil', mine: 'Mon compte', label: 'Rubriques principales' },
  copy: { success: 'Contenu copié', failed: 'Échec de la copie, veuillez copier manuellement' },
  page: { loadTimeout: "La connexion a expiré, cliquez sur l'écran pour réessayer." },
  common: {
    loading: 'Chargement…',
    retry: 'Réessayer',
    empty: 'Rien pour le moment',
    error: 'Une erreur est survenue',
    confirm: 'OK',
    cancel: 'Annuler',
    back: 'Retour',
  },
  dialog: {
    contactService: 'Contacter le service client',
    backToShop: 'Retour à la boutique',
    backToDownstream: 'Retour à mes agents',
  },
  notFound: { title: 'Page introuvable', home: "Retour à l'accueil" },
  language: { title: 'Langue', name: languageNames },
  home: {
    hotline: "Ligne d'assistance",
    service: 'Service en ligne',
    icp: 'Licence ICP',
    searchPlaceholder: 'Cherchez le numéro qui vous plaît',
    loadFailed: 'Impossible de charger la boutique, veuillez réessayer',
    features: { genuine: 'Cartes officielles', fastDelivery: 'Livraison rapide', afterSales: 'Après-vente sans souci' },
  },
  mine: {
    guest: 'Non connecté',
    logout: 'Se déconnecter',
    simService: 'Espace carte SIM',
    simServiceHint: 'Solde, données et recharge',
    promise: 'Engagement de service',
    paymentTerms: 'Conditions de transaction',
    loginPrompt: 'Connectez-vous pour consulter vos commandes',
    orders: 'Mes commandes',
    customerService: 'Service client',
    about: 'À propos',
    language: 'Langue',
    version: 'Version {{version}}',
  },
  greeting: {
    morning: 'Bonjour',
    noon: 'Bon midi',
    afternoon: 'Bon après-midi',
    evening: 'Bonsoir',
    lateNight: 'Il est tard, reposez-vous',
  },
};
