import type { ReactNode } from 'react';
import type { SimInfo, SimLayout } from '@shop/contract';
import { useT } from '../../../../i18n';
import { NotLoaded } from '../../components/NotLoaded';
import { useSimLayout } from '../simQueries';
import { useSimInfo } from '../../session';
import './user.css';

/** A user centre page: the card and its layout loaded, then `children` drawn from them. */
export function UserCentre({ children }: { children(info: SimInfo, layout: SimLayout): ReactNode }) {
  const t = useT();
  const info = useSimInfo();
  const layout = useSimLayout();
  if (info.data === undefined) return <NotLoaded query={info} failedTitle={t('iotHome.loadFailed')} />;
  if (layout.data === undefined) return <NotLoaded query={layout} failedTitle={t('iotHome.loadFailed')} />;
  return <div className="iot-user">{children(info.data, layout.data)}</div>;
}
