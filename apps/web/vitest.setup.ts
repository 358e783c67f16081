import { afterEach } from 'vitest';
import { forgetKept } from './src/lib/recall';

// jsdom lays nothing out, so it cannot scroll: the history's scroll restoring moves nothing here.
window.scrollTo = () => undefined;

// Each test starts as a fresh page load would: no list kept from the one before.
afterEach(forgetKept);
