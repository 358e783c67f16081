import type { ReactNode } from 'react';
import type { SimInfo, SimLayout } from '@shop/contract';
import { FailedState } from '../../../../components/PageStates';
import { useT } from '../../../../i18n';
import { useSimInfo, useSimLayout } from '../../../../lib/iot/useSim';
import './user.css';

/** A user centre page: the card and its layout loaded, then `children` drawn from them. */
export function UserCentre({ children }: { children(info: SimInfo, layout: SimLayout): ReactNode }) {
  const t = useT();
  const info = useSimInfo();
  const layout = useSimLayout();
  if (info.status === 'failed') return <FailedState title={t('iotHome.loadFailed')} error={info.error} onRetry={info.retry} />;
  if (layout.status === 'failed') return <FailedState title={t('iotHome.loadFailed')} error={layout.error} onRetry={layout.retry} />;
  if (info.status === 'loading' || layout.status === 'loading') return <div className="page-loading" role="progressbar" aria-label={t('common.loading')} />;
  return <div className="iot-user">{children(info.data, layout.data)}</div>;
}
