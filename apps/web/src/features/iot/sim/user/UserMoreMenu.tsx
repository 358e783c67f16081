import { MenuGrid } from '../../components/MenuGrid';
import { UserCentre } from './UserCentre';
import { MoreMenuSection, USER_MORE_MENU_PATH } from './UserSections';

/** Every service of the user centre, and the self-service pages. */
export function UserMoreMenu() {
  return (
    <UserCentre>
      {(_info, layout) => (
        <>
          <MenuGrid menus={layout.user.service} max={0} moreLink={USER_MORE_MENU_PATH} />
          <MoreMenuSection />
        </>
      )}
    </UserCentre>
  );
}
