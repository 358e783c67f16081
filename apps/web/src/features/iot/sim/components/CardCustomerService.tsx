import type { PagePath } from '@shop/contract';
import { useT } from '../../../../i18n';
import { openLink } from '../../../../shared/navigation/openLink';
import { EmptyState } from '../../../../shared/ui/PageStates';
import { NotLoaded } from '../../components/NotLoaded';
import { useCardNumber } from '../../session';
import { useSimLayout } from '../simQueries';

const CUSTOMER_PATH = '/pages/iot/index/customer/index' satisfies PagePath;

/** The card promoter's customer service: their online chat, and the card number to quote. */
export function CardCustomerService() {
  const t = useT();
  const simNo = useCardNumber();
  const layout = useSimLayout();
  if (layout.data === undefined) return <NotLoaded query={layout} failedTitle={t('iotHome.loadFailed')} />;
  const { kefuUrl, name } = layout.data;
  // A layout may name this very page as its service link: that is no chat to open.
  if (!kefuUrl || kefuUrl === CUSTOMER_PATH) return <EmptyState title={t('iotHome.customer.none')} hint={t('iotHome.customer.hint', { simNo })} />;
  return <EmptyState title={name} hint={t('iotHome.customer.hint', { simNo })} next={{ label: t('iotHome.customer.online'), onPress: () => void openLink(kefuUrl) }} />;
}
