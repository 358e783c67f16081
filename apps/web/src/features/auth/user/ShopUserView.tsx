import { MINE_PATH } from '@shop/contract';
import { useT } from '../../../i18n';
import { switchTab } from '../../../shared/navigation';
import { showToast } from '../../../shared/popups';
import { useLogout } from '../shopSession';
import { useUserStore } from '../../../stores/user';
import { HelpLinks } from './HelpLinks';
import { LanguagePicker } from './LanguagePicker';
import { OrderShortcuts } from './OrderShortcuts';

const DEFAULT_AVATAR = '/shop/brand/default-avatar.svg';

/** The shop user's own page: who is logged in, their orders, help, language and logging out. */
export function ShopUserView() {
  const t = useT();
  const logout = useLogout();
  const leave = () =>
    logout.mutate(undefined, {
      onSettled: () => {
        void showToast(t('shopUser.loggedOut'));
        void switchTab({ url: MINE_PATH });
      },
    });
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
      <button type="button" className="shop-user__logout" onClick={leave}>
        {t('shopUser.logout')}
      </button>
    </div>
  );
}
