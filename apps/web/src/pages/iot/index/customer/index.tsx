import { EmptyState, FailedState } from '../../../../components/PageStates';
import { useT } from '../../../../i18n';
import { IotPath } from '../../../../lib/iot/paths';
import { useSimLayout } from '../../../../lib/iot/useSim';
import { openLink } from '../../../../lib/navigation/openLink';
import { useIotStore } from '../../../../stores/iot';

/** The card promoter's customer service: their online chat, and the card number to quote. */
export default function IotCustomerPage() {
  const t = useT();
  const simNo = useIotStore((state) => state.simNo);
  const layout = useSimLayout();
  if (layout.status === 'loading') return <div className="page-loading" role="progressbar" aria-label={t('common.loading')} />;
  if (layout.status === 'failed') return <FailedState title={t('iotHome.loadFailed')} error={layout.error} onRetry={layout.retry} />;
  const { kefuUrl } = layout.data;
  // A layout may name this very page as its service link: that is no chat to open.
  if (!kefuUrl || kefuUrl === IotPath.customer) return <EmptyState title={t('iotHome.customer.none')} hint={t('iotHome.customer.hint', { simNo })} />;
  return (
    <EmptyState
      title={layout.data.name}
      hint={t('iotHome.customer.hint', { simNo })}
      next={{ label: t('iotHome.customer.online'), onPress: () => void openLink(kefuUrl) }}
    />
  );
}
