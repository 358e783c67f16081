import { ToastMs } from '@shop/contract';
import { randomId } from '../lib/randomId';
import { trapFocus } from './ui/focusTrap';

export interface DialogAction {
  key: string;
  text: string;
  onPress: () => void;
}

// Pop-ups load on first use so the first screen stays light.
let antd: Promise<typeof import('./antd')> | undefined;
const loadAntd = () => (antd ??= import('./antd'));

export async function showToast(content: string, duration: number = ToastMs.default): Promise<void> {
  const { Toast } = await loadAntd();
  Toast.show({ content, duration });
}

export async function showLoading(content: string): Promise<() => void> {
  const { Toast } = await loadAntd();
  const handler = Toast.show({ icon: 'loading', content, duration: 0, maskClickable: false });
  return () => handler.close();
}

/**
 * A dialog closed by one of its actions; a `dismissible` one also by its backdrop and by Escape,
 * which leave the page as it was (a refusal the visitor can correct in the form behind it).
 */
export async function showDialog(content: string, actions: DialogAction[], { dismissible = false } = {}): Promise<void> {
  const { Dialog } = await loadAntd();
  // Caught before the page sees it: a sheet under the dialog (the order form) stays open.
  const onEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    handler.close();
  };
  // antd-mobile moves no focus: the dialog takes it once shown, keeps it and gives it back.
  const className = `shop-dialog-${randomId()}`;
  let release: (() => void) | undefined;
  const holdFocus = () => {
    const dialog = document.querySelector<HTMLElement>(`.${className} [role="dialog"]`);
    if (!dialog) return;
    dialog.setAttribute('aria-modal', 'true');
    dialog.tabIndex = -1;
    release = trapFocus(dialog);
  };
  // antd-mobile calls an action's onClick; ours is named onPress.
  const handler = Dialog.show({
    content,
    className,
    'aria-label': content,
    closeOnAction: true,
    closeOnMaskClick: dismissible,
    actions: actions.map(({ key, text, onPress }) => [{ key, text, onClick: onPress }]),
    afterShow: holdFocus,
    afterClose: () => {
      document.removeEventListener('keydown', onEscape, true);
      release?.();
    },
  });
  if (dismissible) document.addEventListener('keydown', onEscape, true);
}
