import { PasswordStepInfo } from '../../../features/iot/wallet';

/** The pay password step of a balance payment: opened directly, what it is for. */
export default function ValidatePage() {
  return <PasswordStepInfo />;
}
