import { lazy, Suspense, useEffect } from 'react';
import { mustBindPhone, type SimLayout } from '@shop/contract';
import { useT } from '../../../../i18n';
import { useQuery as usePageQuery } from '../../../../shared/navigation';
import { FailedState } from '../../../../shared/ui/PageStates';
import { Carousel } from '../../../../shared/ui/Carousel';
import { openLink } from '../../../../shared/navigation/openLink';
import { Refresher } from '../../../../shared/ui/Refresher';
import { usePullToRefresh } from '../../../../shared/ui/usePullToRefresh';
import { useIotStore } from '../../../../stores/iot';
import { useSessionStore } from '../../../../stores/session';
import { MenuGrid } from '../../components/MenuGrid';
import { POPUP_SHOWN_KEY, shouldShowPopup, tabBarLeadsToUserCentre, USER_CENTRE_PATH, VIP_POPUP_KEY } from '../../layout';
import { useSimLayout, useSimRefresh } from '../simQueries';
import { useSimInfo } from '../../session';
import { ViceSims, WifiCard } from './DeviceCard';
import { IotHomeSkeleton } from './HomeSkeleton';
import { IotTabBar } from './IotTabBar';
import { LayoutPopup } from './LayoutPopup';
import { NoticeLamp } from './NoticeLamp';
import { SimCard } from './SimCard';
import { SimPrompts, SpeedBoost } from './SimPrompts';
import { UsageAlertNotice } from '../../usageAlerts';

// The VIP invitation loads only for a card that may see it: the home stays light.
const VipHomePopup = lazy(() => import('../../vipInvite').then((module) => ({ default: module.VipHomePopup })));
// The binding prompt loads only for a card that must bind a mobile first.
const BindPhoneRequired = lazy(() => import('../../account').then((module) => ({ default: module.BindPhoneRequired })));
// The carousel's look lives with the shop home's.
import './home.css';

const PREVIEW = /^IotLayout:(\S+)$/;

/** `iotPreview=IotLayout:<card>`: a promoter previewing a layout on that card, whose info is then loaded. */
function usePreview() {
  const preview = PREVIEW.exec(usePageQuery().iotPreview ?? '')?.[1];
  useEffect(() => {
    if (preview) useIotStore.getState().preview(preview);
  }, [preview]);
}

function LayoutTop({ layout }: { layout: SimLayout }) {
  return (
    <>
      <NoticeLamp notice={layout.notice} />
      <Carousel slides={layout.carousels} />
      <MenuGrid menus={layout.menus} max={layout.maxMenuTimes} moreLink="/pages/iot/index/moreMenu/index" />
    </>
  );
}

/** The SIM home: the card at a glance, what to do next, and the promoter's layout around it. */
export function SimHome() {
  const t = useT();
  usePreview();
  const info = useSimInfo();
  const layout = useSimLayout();
  const refresh = useSimRefresh();
  // One refresh at a time: a second tap or pull while the carrier answers asks nothing more.
  const refreshNow = () => {
    if (!refresh.isPending) refresh.mutate();
  };
  const pull = usePullToRefresh(refreshNow);

  // A failed reload keeps the info shown; only a card never loaded shows the failure.
  if (info.data === undefined) {
    if (info.isError) return <FailedState title={t('iotHome.loadFailed')} error={info.error.message} onRetry={() => void info.refetch()} />;
    return <IotHomeSkeleton />;
  }
  const design = layout.data ?? null;
  // One pop-up at a time: the VIP invitation waits while the promoter's own is due this session,
  // and a holder who turned the home's pop-ups off sees neither.
  const session = useSessionStore.getState();
  const prevented = useIotStore.getState().iotIndexPopupPrevent;
  const layoutPopupDue = design !== null && shouldShowPopup(design.popup, { prevented, shownThisSession: session.wasShown(POPUP_SHOWN_KEY) });
  // Binding first, when the card must: no other pop-up over it.
  const bindFirst = mustBindPhone(info.data);
  // Every layout leaves a way to 我的 (and logging out): the head gives it when the bottom bar does not.
  const mineInHead = design ? !tabBarLeadsToUserCentre(design.tabBar) : layout.isError;
  const vipInvited = !bindFirst && !prevented && !info.data.vipOrder?.validTag && !layoutPopupDue && !session.wasShown(VIP_POPUP_KEY);
  return (
    <div className={design?.tabBar.switch ? 'iot-home iot-home--tabbed' : 'iot-home'} {...pull.handlers}>
      <Refresher pull={pull.pull} ready={pull.ready} />
      <SimCard
        info={info.data}
        onRefresh={design?.refreshSwitch ? refreshNow : undefined}
        onMine={mineInHead ? () => void openLink(USER_CENTRE_PATH) : undefined}
      />
      <UsageAlertNotice info={info.data} />
      <SimPrompts info={info.data} />
      <SpeedBoost info={info.data} />
      <WifiCard info={info.data} />
      <ViceSims info={info.data} />
      {design ? <LayoutTop layout={design} /> : null}
      {design && !bindFirst ? <LayoutPopup popup={design.popup} /> : null}
      {bindFirst ? (
        <Suspense fallback={null}>
          <BindPhoneRequired />
        </Suspense>
      ) : null}
      {vipInvited ? (
        <Suspense fallback={null}>
          <VipHomePopup />
        </Suspense>
      ) : null}
      {design ? <IotTabBar tabBar={design.tabBar} /> : null}
    </div>
  );
}
