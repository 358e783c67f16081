/** The web view: a web link inside the shop, refused unless it is http or https (spec 5). */
export { WebView } from './components/WebView';
