import { createElement, Fragment, useMemo, type MouseEvent, type ReactNode } from 'react';
import { isLink, SHOP_BASE_PATH } from '@shop/contract';
import { openLink } from '../lib/navigation/openLink';
import './RichText.css';

/** The tags the server keeps when it saves an answer; anything else never reaches the page. */
const ALLOWED = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span']);
/** Tags whose content is code or chrome, not text: dropped with everything inside. */
const DROPPED = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math', 'textarea', 'select', 'head', 'title']);
/** Where React (and the HTML parser) refuse text between children. */
const NO_TEXT = new Set(['table', 'thead', 'tbody', 'tr', 'ul', 'ol']);

const PHONE_OR_MAIL = /^(tel:|mailto:)/i;
const SIZE = /^\d{1,4}$/;

/**
 * The address as the browser will resolve it, when it stays on this site: such an address is
 * only kept if its normalised path is under /shop/, so `/shop/../api/…` (or `%2e%2e`) is not.
 */
function onThisSite(address: string): { inShop: boolean; path: string; hash: string } | undefined {
  try {
    const url = new URL(address, location.origin);
    if (url.origin !== location.origin) return undefined;
    return { inShop: url.pathname.startsWith(SHOP_BASE_PATH), path: url.pathname + url.search, hash: url.hash };
  } catch {
    return undefined;
  }
}

const openWith = (link: string) => (event: MouseEvent) => {
  event.preventDefault();
  void openLink(link);
};

/** A page of the shop ('/shop/#/pages/…') opens without a reload; nothing else on this site is linked. */
function shopPageProps({ path, hash }: { path: string; hash: string }): Record<string, unknown> | undefined {
  return path === SHOP_BASE_PATH && hash.startsWith('#/') ? { href: path + hash, onClick: openWith(hash.slice(1)) } : undefined;
}

function linkProps(href: string): Record<string, unknown> | undefined {
  const local = onThisSite(href);
  if (local) return shopPageProps(local);
  // Web addresses open in the shop's web view; tel: and mailto: belong to the phone.
  if (isLink(href)) return { href, rel: 'noopener noreferrer', onClick: openWith(href) };
  return PHONE_OR_MAIL.test(href) ? { href } : undefined;
}

/** One of the shop's own images, or an image on the web. */
function imageSource(src: string): string | undefined {
  const local = onThisSite(src);
  if (local) return local.inShop ? local.path : undefined;
  return isLink(src) ? src : undefined;
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
