import type { Page } from 'playwright-core';

/** The smallest hit area a thumb lands on reliably (WCAG 2.5.5), in CSS px each way. */
export const MIN_TAP_PX = 44;

/** What a visitor can tap or tab to. */
const TAP_TARGETS = [
  'a',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[role="button"]',
  '[role="checkbox"]',
  '[role="tab"]',
  '[role="switch"]',
  '[role="link"]',
  '[tabindex]:not([tabindex="-1"])',
  'label:has(input, select, textarea)',
].join(', ');

/**
 * The eleven digit boxes of the by-position search sit in one row, as the mobile number they
 * spell reads (WCAG 2.5.8's essential exemption): 11 x 44 px would not fit a 375 px screen, so
 * only their height is held to the minimum.
 */
const ESSENTIAL_WIDTH = '.position-boxes__box';

/**
 * Every visible, enabled tap target on the page whose hit area is under `MIN_TAP_PX` either way,
 * as `selector "name" WxH` (with `×n` when several alike). The hit area is the target's box,
 * grown by its labels and by an ancestor label, button or link that takes the tap for it, and by
 * an absolutely placed ::before or ::after that catches taps. Native controls the browser draws
 * (video controls, a frame's content) match no selector here: WCAG 2.5.8 exempts them.
 */
export function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ targets, essentialWidth, min }) => {
      interface Box {
        left: number;
        top: number;
        right: number;
        bottom: number;
      }
      const union = (a: Box, b: Box): Box => ({
        left: Math.min(a.left, b.left),
        top: Math.min(a.top, b.top),
        right: Math.max(a.right, b.right),
        bottom: Math.max(a.bottom, b.bottom),
      });
      // A positioned pseudo-element is placed in its element's padding box, by its resolved insets.
      const pseudoBox = (element: Element, which: '::before' | '::after'): Box | undefined => {
        const own = getComputedStyle(element);
        const style = getComputedStyle(element, which);
        const catchesTaps = style.content !== 'none' && style.content !== 'normal' && style.display !== 'none' && style.pointerEvents !== 'none';
        if (!catchesTaps || style.position !== 'absolute' || own.position === 'static') return undefined;
        const rect = element.getBoundingClientRect();
        const left = rect.left + parseFloat(own.borderLeftWidth);
        const top = rect.top + parseFloat(own.borderTopWidth);
        const right = rect.right - parseFloat(own.borderRightWidth);
        const bottom = rect.bottom - parseFloat(own.borderBottomWidth);
        const box = {
          left: left + parseFloat(style.left),
          top: top + parseFloat(style.top),
          right: right - parseFloat(style.right),
          bottom: bottom - parseFloat(style.bottom),
        };
        return Object.values(box).some(Number.isNaN) ? undefined : box;
      };
      const ownArea = (element: Element): Box =>
        [pseudoBox(element, '::before'), pseudoBox(element, '::after')].reduce<Box>(
          (box, pseudo) => (pseudo ? union(box, pseudo) : box),
          element.getBoundingClientRect(),
        );
      const forwarders = (element: Element): Element[] => {
        const labels = 'labels' in element && element.labels instanceof NodeList ? Array.from(element.labels as NodeListOf<HTMLLabelElement>) : [];
        const ancestor = element.parentElement?.closest('label, button, a, [role="button"], [role="link"]');
        return ancestor ? [...labels, ancestor] : labels;
      };
      const hitArea = (element: Element): Box => forwarders(element).reduce((box, forwarder) => union(box, ownArea(forwarder)), ownArea(element));
      // WCAG 2.5.8 exempts a link inside a sentence: the line decides its height, and padding would break the text apart.
      const inSentence = (element: Element) =>
        element.matches('a, [role="link"]') &&
        getComputedStyle(element).display === 'inline' &&
        (element.parentElement?.textContent?.trim().length ?? 0) > (element.textContent?.trim().length ?? 0);
      const tappable = (element: Element) => {
        const rect = element.getBoundingClientRect();
        return rect.width > 0 && rect.height > 0 && element.checkVisibility({ visibilityProperty: true }) && !element.matches(':disabled, [aria-disabled="true"], [inert] *');
      };
      const describe = (element: Element) => {
        const name = (element.getAttribute('aria-label') || element.textContent || element.getAttribute('placeholder') || '').trim().replace(/\s+/g, ' ');
        const className = element.classList[0];
        return `${element.localName}${className ? `.${className}` : ''}${name ? ` "${name.slice(0, 24)}"` : ''}`;
      };
      const counts = new Map<string, number>();
      for (const element of Array.from(document.querySelectorAll(targets))) {
        if (!tappable(element) || inSentence(element)) continue;
        const area = hitArea(element);
        const [width, height] = [Math.round(area.right - area.left), Math.round(area.bottom - area.top)];
        if ((width >= min || element.matches(essentialWidth)) && height >= min) continue;
        const line = `${describe(element)} ${width}x${height}`;
        counts.set(line, (counts.get(line) ?? 0) + 1);
      }
      return Array.from(counts, ([line, count]) => (count > 1 ? `${line} ×${count}` : line));
    },
    { targets: TAP_TARGETS, essentialWidth: ESSENTIAL_WIDTH, min: MIN_TAP_PX },
  );
}
