import { ToastMs } from '@shop/contract';

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

export async function showDialog(content: string, actions: DialogAction[]): Promise<void> {
  const { Dialog } = await loadAntd();
  // antd-mobile calls an action's onClick; ours is named onPress.
  Dialog.show({ content, closeOnAction: true, actions: actions.map(({ key, text, onPress }) => [{ key, text, onClick: onPress }]) });
}
