import type { Locator } from 'playwright-core';

/**
 * antd-mobile fades its dialogs in from script, not CSS, on the dialog's inner wrapper as well
 * as on its ancestors: resolves once all of them are fully opaque (before a screenshot), and
 * rejects if they are not within `timeoutMs`.
 */
export function untilOpaque(dialog: Locator, timeoutMs = 5000): Promise<void> {
  return dialog.evaluate(
    (el, timeout) =>
      new Promise<void>((resolve, reject) => {
        const nodes: Element[] = Array.from(el.querySelectorAll('*'));
        for (let node: Element | null = el; node; node = node.parentElement) nodes.push(node);
        const deadline = performance.now() + timeout;
        const check = () => {
          if (nodes.every((node) => getComputedStyle(node).opacity === '1')) resolve();
          else if (performance.now() > deadline) reject(new Error(`The dialog was still not fully opaque after ${timeout} ms.`));
          else requestAnimationFrame(check);
        };
        check();
      }),
    timeoutMs,
  );
}
