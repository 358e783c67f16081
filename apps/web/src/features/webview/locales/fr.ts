import type { ContentMessages } from './en';

export const contentMessages: ContentMessages = {
  webview: {
    loading: 'Ouverture de la page…',
    openInBrowser: 'Ouvrir dans le navigateur',
    refused: 'Ce lien ne peut pas être ouvert',
    refusedHint: "Seules les adresses web commençant par http:// ou https:// s'ouvrent ici.",
    missing: 'Aucune page à ouvrir',
    ownSite: "Sur le site de la boutique, seules les pages de la boutique s'ouvrent ici.",
  },
  loadDomain: {
    heading: 'Préparation de la boutique',
    failedHeading: "Une partie des données n'a pas pu être chargée",
    steps: { dict: 'Réglages de la boutique', provinces: 'Régions', hotQuestions: 'Questions fréquentes' },
    status: { running: 'Chargement…', done: 'Terminé', skipped: 'Ignoré', failed: 'Échec' },
    entering: 'Ouverture de la boutique…',
  },
};
