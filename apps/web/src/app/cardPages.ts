import type { PageModule } from './pages';

/**
 * The SIM self-service pages of the main package (/pages/iot/), one lazily loaded chunk each,
 * in a map of their own: the home route's entry does not carry their loaders.
 */
export const cardPageModules = import.meta.glob<PageModule>(['../pages/iot/**/*.tsx', '!../pages/iot/**/parts/**', '!../pages/iot/**/*.test.tsx']);
