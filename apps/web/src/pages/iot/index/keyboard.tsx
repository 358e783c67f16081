import { PasswordStepInfo } from '../../../features/iot/wallet';

/** The pay password's number keyboard, a part of every balance payment: opened directly, what it is for. */
export default function KeyboardPage() {
  return <PasswordStepInfo />;
}
