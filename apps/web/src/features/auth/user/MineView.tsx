import { APP_VERSION, IOT_HOME_PATH, ORDER_LIST_PATH, ORDER_LOGIN_PATH } from '@shop/contract';
import { useT } from '../../../i18n';
import { maskMobile } from '../../../shared/format';
import { openLink } from '../../../shared/navigation/openLink';
import { useLogout } from '../shopSession';
import { useUserStore } from '../../../stores/user';
import { HelpLinks } from './HelpLinks';
import { LanguagePicker } from './LanguagePicker';
import { MenuRow } from './MenuRow';

function ProfileCard() {
  const t = useT();
  const { mobile, nickname, avatar } = useUserStore();
  const logout = useLogout();
  return (
    <section className="profile">
      <img className="profile__avatar" src={avatar || '/shop/brand/default-avatar.svg'} alt="" width={56} height={56} />
      {mobile ? (
        <div className="profile__text">
          <p className="profile__name">{nickname || maskMobile(mobile)}</p>
          {nickname ? <p className="profile__hint">{maskMobile(mobile)}</p> : null}
        </div>
      ) : (
        <div className="profile__text">
          <p className="profile__name">{t('mine.guest')}</p>
          <button type="button" className="profile__login" onClick={() => void openLink(ORDER_LOGIN_PATH)}>
            {t('mine.loginPrompt')}
          </button>
        </div>
      )}
      {mobile ? (
        <button type="button" className="profile__logout" onClick={() => logout.mutate()}>
          {t('mine.logout')}
        </button>
      ) : null}
    </section>
  );
}

/** The Mine tab: the shop user's entry to orders, the card self-service, help and settings. */
export function MineView() {
  const t = useT();
  const mobile = useUserStore((state) => state.mobile);
  return (
    <div className="mine">
      <ProfileCard />
      <div className="menu-group">
        <MenuRow label={t('mine.orders')} link={ORDER_LIST_PATH} />
        {mobile ? <MenuRow label={t('shopUser.entry')} link="/pages/user/index" /> : null}
        <MenuRow label={t('mine.simService')} link={IOT_HOME_PATH} hint={t('mine.simServiceHint')} />
      </div>
      <HelpLinks />
      <LanguagePicker />
      <p className="mine__version">{t('mine.version', { version: APP_VERSION })}</p>
    </div>
  );
}
