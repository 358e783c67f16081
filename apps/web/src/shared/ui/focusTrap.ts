const TAB_STOPS =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls of `dialog` that Tab reaches, in order (hidden ones skipped). */
const tabStops = (dialog: HTMLElement): HTMLElement[] =>
  Array.from(dialog.querySelectorAll<HTMLElement>(TAB_STOPS)).filter((control) => !control.closest('[hidden], [inert]'));

// Dialogs stack (a refusal over the order form): only the one on top holds the keyboard.
const traps: HTMLElement[] = [];

/**
 * Keeps the keyboard inside a modal dialog while it is open: focus moves into it, Tab and
 * Shift+Tab go round its controls, Escape calls `onEscape` when given, and releasing the trap
 * gives focus back to what had it before (the button that opened the dialog). `dialog` must be
 * focusable itself (`tabIndex={-1}`) for a dialog without controls.
 */
export function trapFocus(dialog: HTMLElement, onEscape?: () => void): () => void {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (traps.at(-1) !== dialog) return;
    if (event.key === 'Escape' && onEscape) {
      event.stopPropagation();
      onEscape();
    }
    if (event.key !== 'Tab') return;
    const stops = tabStops(dialog);
    const active = document.activeElement;
    const inside = active instanceof Node && dialog.contains(active);
    const [first, last] = [stops[0] ?? dialog, stops.at(-1) ?? dialog];
    if (!inside || active === (event.shiftKey ? first : last)) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  };
  traps.push(dialog);
  document.addEventListener('keydown', onKeyDown, true);
  if (!dialog.contains(document.activeElement)) dialog.focus();
  return () => {
    document.removeEventListener('keydown', onKeyDown, true);
    traps.splice(traps.indexOf(dialog), 1);
    if (opener?.isConnected) opener.focus();
  };
}
