import { PasswordStepInfo, walletTexts } from '../../../features/iot/wallet';

export const texts = walletTexts;

/** The pay password step of a balance payment: opened directly, what it is for. */
export default function ValidatePage() {
  return <PasswordStepInfo />;
}
