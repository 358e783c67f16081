import { afterEach, describe, expect, it, vi } from 'vitest';
import { trapFocus } from './focusTrap';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A page with a button that opens a dialog of two controls. */
function pageWithDialog() {
  document.body.innerHTML = `
    <button id="opener">打开</button>
    <div id="dialog" role="dialog" tabindex="-1"><button id="first">不再提示</button><button id="last">关闭</button></div>
    <button id="behind">页面按钮</button>`;
  const byId = (id: string) => document.getElementById(id)!;
  byId('opener').focus();
  return { opener: byId('opener'), dialog: byId('dialog'), first: byId('first'), last: byId('last') };
}

const press = (key: string, shiftKey = false) => {
  const event = new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true });
  document.activeElement?.dispatchEvent(event);
  return event;
};

describe('a focus trap', () => {
  it('moves focus into the dialog and gives it back to the opener when released', () => {
    const { opener, dialog } = pageWithDialog();
    const release = trapFocus(dialog);
    expect(document.activeElement).toBe(dialog);
    release();
    expect(document.activeElement).toBe(opener);
  });

  it('takes Tab from the last control round to the first, and Shift+Tab back', () => {
    const { dialog, first, last } = pageWithDialog();
    trapFocus(dialog);
    last.focus();
    expect(press('Tab').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(first);
    expect(press('Tab', true).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(last);
  });

  it('lets Tab move between the controls inside as the browser does', () => {
    const { dialog, first } = pageWithDialog();
    trapFocus(dialog);
    first.focus();
    expect(press('Tab').defaultPrevented).toBe(false);
  });

  it('closes on Escape when asked to, and only the dialog on top holds the keyboard', () => {
    const { dialog, first } = pageWithDialog();
    const underEscape = vi.fn();
    const releaseUnder = trapFocus(dialog, underEscape);
    const top = document.createElement('div');
    top.tabIndex = -1;
    top.innerHTML = '<button>我知道了</button>';
    document.body.append(top);
    const topEscape = vi.fn();
    const releaseTop = trapFocus(top, topEscape);
    press('Escape');
    expect(topEscape).toHaveBeenCalledOnce();
    expect(underEscape).not.toHaveBeenCalled();
    releaseTop();
    expect(document.activeElement).toBe(dialog);
    first.focus();
    press('Escape');
    expect(underEscape).toHaveBeenCalledOnce();
    releaseUnder();
  });
});
