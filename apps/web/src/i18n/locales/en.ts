import { languageNames } from '../languageNames';

/** English, the fallback; its shape is the key set every other locale must match. */
export const messages = {
  tab: { home: 'Home', mine: 'Mine', label: 'Main sections' },
  copy: { success: 'Content copied', failed: 'Copy failed, please copy manually' },
  page: { loadTimeout: 'The connection timed out, click the screen to try again.' },
  common: {
    loading: 'Loading…',
    retry: 'Retry',
    empty: 'Nothing here yet',
    error: 'Something went wrong',
    confirm: 'OK',
    cancel: 'Cancel',
    back: 'Back',
  },
  list: { pullToRefresh: 'Pull down to refresh', releaseToRefresh: 'Release to refresh', refreshing: 'Refreshing…', end: 'That is everything' },
  operator: { mobile: 'China Mobile', unicom: 'China Unicom', telecom: 'China Telecom', broadcast: 'China Broadnet', device: 'Device' },
  dialog: {
    contactService: 'Contact customer service',
    backToShop: 'Back to the shop',
    backToDownstream: 'Back to my downstream agents',
  },
  notFound: { title: 'Page not found', home: 'Back to home' },
  language: { title: 'Language', name: languageNames },
  home: {
    hotline: 'Service hotline',
    service: 'Online service',
    icp: 'ICP licence',
    searchPlaceholder: 'Search for a number you like',
    loadFailed: 'Could not load the shop, please try again',
    features: { genuine: 'Official cards', fastDelivery: 'Fast delivery', afterSales: 'Worry-free after-sales' },
  },
  mine: {
    guest: 'Not logged in',
    logout: 'Log out',
    simService: 'Card self-service',
    simServiceHint: 'Balance, data and recharge',
    promise: 'Service promise',
    paymentTerms: 'Transaction terms',
    loginPrompt: 'Log in to look up your orders',
    orders: 'My orders',
    customerService: 'Customer service',
    about: 'About us',
    language: 'Language',
    version: 'Version {{version}}',
  },
  greeting: {
    morning: 'Good morning',
    noon: 'Good day',
    afternoon: 'Good afternoon',
    evening: 'Good evening',
    lateNight: "It's late, get some rest",
  },
};

export type Messages = typeof messages;
