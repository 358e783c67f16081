import { languageNames } from '../languageNames';
import type { Messages } from './en';

export const messages: Messages = {
  tab: { home: 'Inicio', mine: 'Mi cuenta', label: 'Secciones principales' },
  copy: { success: 'Contenido copiado', failed: 'Error al copiar, por favor copie manualmente' },
  page: { loadTimeout: 'Se agotó el tiempo de conexión, haga clic en la pantalla para volver a intentarlo.' },
  common: {
    loading: 'Cargando…',
    retry: 'Reintentar',
    empty: 'Todavía no hay nada',
    error: 'Algo salió mal',
    confirm: 'Aceptar',
    cancel: 'Cancelar',
    back: 'Volver',
  },
  dialog: {
    contactService: 'Contactar con el servicio al cliente',
    backToShop: 'Volver a la tienda',
    backToDownstream: 'Volver a mis agentes',
  },
  notFound: { title: 'Página no encontrada', home: 'Volver al inicio' },
  language: { title: 'Idioma', name: languageNames },
  home: {
    hotline: 'Línea de atención',
    service: 'Atención en línea',
    icp: 'Licencia ICP',
    searchPlaceholder: 'Busque el número que le guste',
    loadFailed: 'No se pudo cargar la tienda, inténtelo de nuevo',
    features: { genuine: 'Tarjetas oficiales', fastDelivery: 'Envío rápido', afterSales: 'Posventa sin preocupaciones' },
  },
  mine: {
    guest: 'Sin iniciar sesión',
    logout: 'Cerrar sesión',
    simService: 'Autoservicio de tarjeta',
    simServiceHint: 'Saldo, datos y recarga',
    promise: 'Compromiso de servicio',
    paymentTerms: 'Condiciones de transacción',
    loginPrompt: 'Inicie sesión para consultar sus pedidos',
    orders: 'Mis pedidos',
    customerService: 'Atención al cliente',
    about: 'Acerca de',
    language: 'Idioma',
    version: 'Versión {{version}}',
  },
  greeting: {
    morning: 'Buenos días',
    noon: 'Buen mediodía',
    afternoon: 'Buenas tardes',
    evening: 'Buenas noches',
    lateNight: 'Es tarde, descanse',
  },
};
