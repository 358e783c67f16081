import type { ContentMessages } from './en';

export const contentMessages: ContentMessages = {
  webview: {
    loading: 'Abriendo la página…',
    openInBrowser: 'Abrir en el navegador',
    refused: 'Este enlace no se puede abrir',
    refusedHint: 'Aquí solo se abren direcciones web que empiezan por http:// o https://.',
    missing: 'No hay ninguna página que abrir',
    ownSite: 'Del propio sitio de la tienda, aquí solo se abren las páginas de la tienda.',
  },
  loadDomain: {
    heading: 'Preparando la tienda',
    failedHeading: 'No se pudieron cargar algunos datos',
    steps: { dict: 'Ajustes de la tienda', provinces: 'Regiones', hotQuestions: 'Preguntas frecuentes' },
    status: { running: 'Cargando…', done: 'Listo', skipped: 'Omitido', failed: 'Error' },
    entering: 'Entrando en la tienda…',
  },
};
