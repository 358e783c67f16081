/** The web view: a web link inside the shop, refused unless it is http or https (spec 5). */
import type { TextPack } from '../../i18n';
import { contentPack } from './textPack';
export { WebView } from './components/WebView';

/** The text packs this feature's screens need, its own and those of the features they show. */
export const webviewTexts: readonly TextPack[] = [contentPack];
