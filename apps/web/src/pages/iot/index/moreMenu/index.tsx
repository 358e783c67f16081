import { FailedState } from '../../../../components/PageStates';
import { MenuGrid } from '../../../../components/iot/MenuGrid';
import { useT } from '../../../../i18n';
import { IotPath } from '../../../../lib/iot/paths';
import { useSimLayout } from '../../../../lib/iot/useSim';

/** Every menu of the promoter's SIM home, the ones "更多" leaves out included. */
export default function IotMoreMenuPage() {
  const t = useT();
  const layout = useSimLayout();
  if (layout.status === 'loading') return <div className="page-loading" role="progressbar" aria-label={t('common.loading')} />;
  if (layout.status === 'failed') return <FailedState title={t('iotHome.loadFailed')} error={layout.error} onRetry={layout.retry} />;
  return <MenuGrid menus={layout.data.menus} max={0} moreLink={IotPath.moreMenu} />;
}
