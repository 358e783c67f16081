import { useT } from '../../../../i18n';
import { MenuGrid } from '../../components/MenuGrid';
import { NotLoaded } from '../../components/NotLoaded';
import { useSimLayout } from '../simQueries';

/** Every menu of the promoter's SIM home, the ones "更多" leaves out included. */
export function SimMoreMenu() {
  const t = useT();
  const layout = useSimLayout();
  if (layout.data === undefined) return <NotLoaded query={layout} failedTitle={t('iotHome.loadFailed')} />;
  return <MenuGrid menus={layout.data.menus} max={0} moreLink="/pages/iot/index/moreMenu/index" />;
}
