import { useEffect } from 'react';
import { type SimLayout } from '@shop/contract';
import { FailedState } from '../../../components/PageStates';
import { MenuGrid } from '../../../components/iot/MenuGrid';
import { useT } from '../../../i18n';
import { IotPath } from '../../../lib/iot/paths';
import { usePullToRefresh } from '../../../lib/usePullToRefresh';
import { useSimInfo, useSimLayout, useSimRefresh } from '../../../lib/iot/useSim';
import { useQuery } from '../../../lib/navigation';
import { useIotStore } from '../../../stores/iot';
import { Carousel } from '../../../components/Carousel';
import { Refresher } from '../../../components/Refresher';
import { ViceSims, WifiCard } from './parts/DeviceCard';
import { IotHomeSkeleton } from './parts/HomeSkeleton';
import { IotTabBar } from './parts/IotTabBar';
import { LayoutPopup } from './parts/LayoutPopup';
import { NoticeLamp } from './parts/NoticeLamp';
import { SimCard } from './parts/SimCard';
import { SimPrompts } from './parts/SimPrompts';
// The carousel's look lives with the shop home's.
import './home.css';

const PREVIEW = /^IotLayout:(\S+)$/;

/** `iotPreview=IotLayout:<card>`: a promoter previewing a layout on that card. */
function usePreview() {
  const preview = PREVIEW.exec(useQuery().iotPreview ?? '')?.[1];
  useEffect(() => {
    if (preview) useIotStore.getState().preview(preview);
  }, [preview]);
}

function LayoutTop({ layout }: { layout: SimLayout }) {
  return (
    <>
      <NoticeLamp notice={layout.notice} />
      <Carousel slides={layout.carousels} />
      <MenuGrid menus={layout.menus} max={layout.maxMenuTimes} moreLink={IotPath.moreMenu} />
    </>
  );
}

/** The SIM home: the card at a glance, what to do next, and the promoter's layout around it. */
export default function IotHomePage() {
  const t = useT();
  usePreview();
  const info = useSimInfo();
  const layout = useSimLayout();
  const refresh = useSimRefresh(info.retry);
  const pull = usePullToRefresh(() => void refresh());

  if (info.status === 'loading') return <IotHomeSkeleton />;
  if (info.status === 'failed') return <FailedState title={t('iotHome.loadFailed')} error={info.error} onRetry={info.retry} />;
  const design = layout.status === 'ready' ? layout.data : null;
  return (
    <div className={design?.tabBar.switch ? 'iot-home iot-home--tabbed' : 'iot-home'} {...pull.handlers}>
      <Refresher pull={pull.pull} ready={pull.ready} />
      <SimCard info={info.data} onRefresh={design?.refreshSwitch ? () => void refresh() : undefined} />
      <SimPrompts info={info.data} onChanged={info.retry} />
      <WifiCard info={info.data} />
      <ViceSims info={info.data} />
      {design ? <LayoutTop layout={design} /> : null}
      {design ? <LayoutPopup popup={design.popup} /> : null}
      {design ? <IotTabBar tabBar={design.tabBar} /> : null}
    </div>
  );
}
