import type { SimInfo, SimLayout } from '@shop/contract';
import { useT } from '../../../../i18n';
import { OperatorBadge } from '../../../../shared/ui/OperatorBadge';
import { useCardLogout } from '../../session';
import { UserCentre } from './UserCentre';
import { AssetSection, CarouselSection, MoreMenuSection, ServiceSection, VipSection } from './UserSections';

type Element = SimLayout['user']['elements'][number];

function UserElement({ element, info, layout }: { element: Element; info: SimInfo; layout: SimLayout }) {
  switch (element) {
    case 'asset':
      return <AssetSection info={info} />;
    case 'carousel':
      return <CarouselSection layout={layout} />;
    case 'service':
      return <ServiceSection layout={layout} />;
    case 'vip':
      return <VipSection info={info} />;
    case 'moreMenu':
      return <MoreMenuSection />;
  }
}

/** The card holder's centre: the promoter's elements in their order, then logging out. */
export function UserHome() {
  const t = useT();
  const logout = useCardLogout();
  return (
    <UserCentre>
      {(info, layout) => (
        <>
          <section className="user-head">
            <span className="user-head__no">{info.simNo}</span>
            <OperatorBadge operator={info.operatorType} />
          </section>
          {layout.user.elements.map((element) => (
            <UserElement key={element} element={element} info={info} layout={layout} />
          ))}
          <button type="button" className="user-logout" onClick={() => void logout()}>
            {t('iotHome.user.logout')}
          </button>
        </>
      )}
    </UserCentre>
  );
}

/** One element of the user centre on a page of its own. */
export function UserElementPage({ element }: { element: Element }) {
  return <UserCentre>{(info, layout) => <UserElement element={element} info={info} layout={layout} />}</UserCentre>;
}
