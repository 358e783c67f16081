import { LoginView } from '../../features/auth';
import { useQuery } from '../../shared/navigation';
import './login.css';

/** The order-lookup login (`redirect`: the in-shop page to go back to). */
export default function LoginPage() {
  return <LoginView redirect={useQuery().redirect} />;
}
