import { PasswordStepInfo, walletTexts } from '../../../features/iot/wallet';

export const texts = walletTexts;

/** The pay password's number keyboard, a part of every balance payment: opened directly, what it is for. */
export default function KeyboardPage() {
  return <PasswordStepInfo />;
}
