import type { RegionsMessages } from './en';

export const regionsMessages: RegionsMessages = {
  region: {
    close: 'Cerrar',
    label: 'Región',
    placeholder: 'Provincia / ciudad / distrito',
    title: 'Elige tu región',
    province: 'Provincia',
    city: 'Ciudad',
    county: 'Distrito',
    choose: 'Elegir',
    failed: 'No se pudieron cargar las regiones',
  },
};
