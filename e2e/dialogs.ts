import type { Locator } from 'playwright-core';

/**
 * antd-mobile fades its dialogs in from script, not CSS, on the dialog's inner wrapper as well
 * as on its ancestors: resolves once all of them are fully opaque (before a screenshot).
 */
export function untilOpaque(dialog: Locator): Promise<void> {
  return dialog.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        const nodes: Element[] = Array.from(el.querySelectorAll('*'));
        for (let node: Element | null = el; node; node = node.parentElement) nodes.push(node);
        const check = () => (nodes.every((node) => getComputedStyle(node).opacity === '1') ? resolve() : requestAnimationFrame(check));
        check();
      }),
  );
}
