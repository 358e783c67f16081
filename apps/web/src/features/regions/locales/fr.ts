import type { RegionsMessages } from './en';

export const regionsMessages: RegionsMessages = {
  region: {
    close: 'Fermer',
    label: 'Région',
    placeholder: 'Province / ville / district',
    title: 'Choisir la région',
    province: 'Province',
    city: 'Ville',
    county: 'District',
    choose: 'Choisir',
    failed: 'Impossible de charger les régions',
  },
};
