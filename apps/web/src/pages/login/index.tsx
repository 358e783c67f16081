import { authTexts, LoginView } from '../../features/auth';
import { useQuery } from '../../shared/navigation';
import './login.css';

export const texts = authTexts;

/** The order-lookup login (`redirect`: the in-shop page to go back to). */
export default function LoginPage() {
  return <LoginView redirect={useQuery().redirect} />;
}
