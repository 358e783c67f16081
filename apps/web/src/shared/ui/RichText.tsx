import { createElement, Fragment, useMemo, type MouseEvent, type ReactNode } from 'react';
import { isLink, isPhoneOrMail, RICH_TEXT_DROPPED_TAGS, RICH_TEXT_TAGS, SHOP_BASE_PATH, shopPathOf } from '@shop/contract';
import { openLink } from '../navigation/openLink';
import { isOwnSite, ownShopPage } from '../navigation/ownSite';
import './RichText.css';

/** The tags the server keeps when it saves an answer; anything else never reaches the page. */
const ALLOWED: ReadonlySet<string> = new Set(RICH_TEXT_TAGS);
const DROPPED: ReadonlySet<string> = new Set(RICH_TEXT_DROPPED_TAGS);
/** Where React (and the HTML parser) refuse text between children. */
const NO_TEXT = new Set(['table', 'thead', 'tbody', 'tr', 'ul', 'ol']);

const SIZE = /^\d{1,4}$/;

const openWith = (link: string) => (event: MouseEvent) => {
  event.preventDefault();
  void openLink(link);
};

/** A web address elsewhere: this site's own addresses link only to the shop's pages. */
const isElsewhere = (address: string): boolean => isLink(address) && !isOwnSite(address);

function linkProps(href: string): Record<string, unknown> | undefined {
  // A page of the shop ('/shop/#/pages/…') opens without a reload.
  const page = ownShopPage(href);
  if (page !== undefined) return { href: `${SHOP_BASE_PATH}#${page}`, onClick: openWith(page) };
  // Web addresses open in the shop's web view; tel: and mailto: belong to the phone.
  if (isElsewhere(href)) return { href, rel: 'noopener noreferrer', onClick: openWith(href) };
  return isPhoneOrMail(href) ? { href } : undefined;
}

/** One of the shop's own images, as the browser resolves it, or an image on the web. */
function imageSource(src: string): string | undefined {
  return shopPathOf(src, location.origin) ?? (isElsewhere(src) ? src : undefined);
}

function imageProps(el: Element): Record<string, unknown> | undefined {
  const src = imageSource(el.getAttribute('src')?.trim() ?? '');
  if (!src) return undefined;
  const size = (name: string) => (SIZE.test(el.getAttribute(name) ?? '') ? Number(el.getAttribute(name)) : undefined);
  return { src, alt: el.getAttribute('alt') ?? '', width: size('width'), height: size('height'), loading: 'lazy', decoding: 'async' };
}

function cellProps(el: Element): Record<string, unknown> {
  const span = (name: string) => (SIZE.test(el.getAttribute(name) ?? '') ? Number(el.getAttribute(name)) : undefined);
  return { colSpan: span('colspan'), rowSpan: span('rowspan') };
}

function childrenOf(parent: Node): ReactNode[] {
  const keepText = !(parent instanceof Element && NO_TEXT.has(parent.localName));
  return Array.from(parent.childNodes, (node, index) => toReact(node, index, keepText));
}

function toReact(node: Node, key: number, keepText: boolean): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return keepText || node.textContent?.trim() ? node.textContent : null;
  if (!(node instanceof Element)) return null;
  const tag = node.localName;
  if (DROPPED.has(tag)) return null;
  if (!ALLOWED.has(tag)) return createElement(Fragment, { key }, ...childrenOf(node));
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'img') {
    const props = imageProps(node);
    return props ? createElement('img', { key, ...props }) : null;
  }
  if (tag === 'a') {
    const props = linkProps(node.getAttribute('href')?.trim() ?? '');
    // A link to somewhere not allowed keeps its words, not its target.
    return createElement(props ? 'a' : 'span', { key, ...props }, ...childrenOf(node));
  }
  return createElement(tag, { key, ...(tag === 'td' || tag === 'th' ? cellProps(node) : {}) }, ...childrenOf(node));
}

/**
 * An answer's rich text, built as React elements from an allow-list of tags and attributes: the
 * HTML is parsed into an inert document (nothing in it runs or loads) and never set as markup,
 * so no script, event attribute or javascript: link can reach the page even if one slipped past
 * the server's sanitiser.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const content = useMemo(() => childrenOf(new DOMParser().parseFromString(html, 'text/html').body), [html]);
  return <div className={className ? `rich-text ${className}` : 'rich-text'}>{content}</div>;
}
