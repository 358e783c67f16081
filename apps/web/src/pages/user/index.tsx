import { MINE_PATH } from '@shop/contract';
import { useT } from '../../i18n';
import { switchTab } from '../../lib/navigation';
import { showToast } from '../../lib/popups';
import { logoutShop } from '../../lib/shopSession';
import { useUserStore } from '../../stores/user';
import { HelpLinks } from './parts/HelpLinks';
import { LanguagePicker } from './parts/LanguagePicker';
import { OrderShortcuts } from './parts/OrderShortcuts';
import './mine.css';
import './shopUser.css';

const DEFAULT_AVATAR = '/shop/brand/default-avatar.svg';

async function logout(message: string): Promise<void> {
  await logoutShop();
  void showToast(message);
  await switchTab({ url: MINE_PATH });
}

/** The shop user's own page: who is logged in, their orders, help, language and logging out. */
export default function ShopUserPage() {
  const t = useT();
  const { mobile, avatar } = useUserStore();
  return (
    <div className="mine">
      <section className="profile">
        <img className="profile__avatar" src={avatar || DEFAULT_AVATAR} alt="" width={56} height={56} />
        <div className="profile__text">
          <p className="profile__hint">{t('shopUser.loggedInAs')}</p>
          <p className="profile__name">{mobile}</p>
        </div>
      </section>
      <OrderShortcuts />
      <HelpLinks />
      <LanguagePicker />
      <button type="button" className="shop-user__logout" onClick={() => void logout(t('shopUser.loggedOut'))}>
        {t('shopUser.logout')}
      </button>
    </div>
  );
}
