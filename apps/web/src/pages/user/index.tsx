import { ShopUserView } from '../../features/auth';
import './mine.css';
import './shopUser.css';

/** The shop user's own page: who is logged in, their orders, help, language and logging out. */
export default function ShopUserPage() {
  return <ShopUserView />;
}
