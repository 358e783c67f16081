import { MenuGrid } from '../../../components/iot/MenuGrid';
import { IotPath } from '../../../lib/iot/paths';
import { UserCentre } from './parts/UserCentre';
import { MoreMenuSection } from './parts/UserSections';

/** Every service of the user centre, and the self-service pages. */
export default function IotUserMoreMenuPage() {
  return (
    <UserCentre>
      {(_info, layout) => (
        <>
          <MenuGrid menus={layout.user.service} max={0} moreLink={IotPath.userMoreMenu} />
          <MoreMenuSection />
        </>
      )}
    </UserCentre>
  );
}
