import type { PageModule } from './pages';

/**
 * The sub-package's pages (/pages-sub/: the SIM self-service and featured pages), one lazily
 * loaded chunk each, in a map of their own: the home route's entry does not carry them.
 */
export const subPageModules = import.meta.glob<PageModule>(['../pages-sub/**/*.tsx', '!../pages-sub/**/parts/**', '!../pages-sub/**/*.test.tsx']);
