import { CUSTOMER_PATH, MINE_PATH } from '@shop/contract';
import { useT } from '../../i18n';
import { switchTab } from '../../lib/navigation';
import { showToast } from '../../lib/popups';
import { ABOUT_PAYMENT_PATH } from '../../lib/paths';
import { logoutShop } from '../../lib/shopSession';
import { useUserStore } from '../../stores/user';
import { LanguagePicker } from './parts/LanguagePicker';
import { MenuRow } from './parts/MenuRow';
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
      <div className="menu-group">
        <MenuRow label={t('shopUser.service')} link={CUSTOMER_PATH} />
        <MenuRow label={t('mine.promise')} link="/pages/about/promise" />
        <MenuRow label={t('mine.paymentTerms')} link={ABOUT_PAYMENT_PATH} />
        <MenuRow label={t('mine.about')} link="/pages/about/textTemplate" />
      </div>
      <LanguagePicker />
      <button type="button" className="shop-user__logout" onClick={() => void logout(t('shopUser.loggedOut'))}>
        {t('shopUser.logout')}
      </button>
    </div>
  );
}
