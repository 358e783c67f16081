import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type NetworkState, networkSwitchStatusLabel } from '@shop/contract';
import { currentLocale, useT } from '../../../i18n';
import { showDialog } from '../../../shared/popups';
import { call, untoldMessage } from '../../../shared/request';
import { operatorNameKey, OperatorBadge } from '../../../shared/ui/OperatorBadge';
import { EmptyState } from '../../../shared/ui/PageStates';
import { NotLoaded } from '../components/NotLoaded';
import { afterCardChange, cardQuery, useCardNumber } from '../session';
import './network.css';

/** How often a pending switch is asked after: the carrier answers within seconds. */
const POLL_MS = 1500;

type Switch = NonNullable<NetworkState['lastSwitch']>;

function SwitchStatus({ last }: { last: Switch }) {
  const t = useT();
  const operator = (code: number) => t(operatorNameKey(code));
  const text =
    last.status === 'pending'
      ? t('switchNet.pending', { operator: operator(last.toOperator) })
      : last.status === 'succeeded'
        ? t('switchNet.succeeded', { operator: operator(last.toOperator) })
        : t('switchNet.failed', { operator: operator(last.fromOperator) });
  return (
    <section className={`net-status net-status--${last.status}`} role="status" aria-live="polite">
      <p className="net-status__title">
        {last.status === 'pending' ? <span className="net-status__spinner" aria-hidden="true" /> : null}
        <span className="net-status__label">{networkSwitchStatusLabel[last.status][currentLocale()]}</span>
        <span>{text}</span>
      </p>
      {last.status === 'pending' ? <p className="net-status__hint">{t('switchNet.pendingHint')}</p> : null}
      {last.reason ? <p className="net-status__hint">{last.reason}</p> : null}
    </section>
  );
}

/**
 * The card's networks, the one it is on, and a switch to another: confirmed, then 切换中 until
 * the carrier answers (asked again every few seconds, and after a reload), then 成功 or 失败 with the reason.
 */
export function SwitchNetView() {
  const t = useT();
  const client = useQueryClient();
  const base = cardQuery('simNetState', useCardNumber());
  const state = useQuery({ ...base, refetchInterval: (query) => (query.state.data?.lastSwitch?.status === 'pending' ? POLL_MS : false) });
  const [refusal, setRefusal] = useState('');
  const status = state.data?.lastSwitch?.status;
  useEffect(() => {
    if (status === 'succeeded') void afterCardChange(client, 'simSwitchNet');
  }, [status, client]);
  const switchNet = useMutation({
    mutationFn: (operatorType: number) => call('simSwitchNet', { body: { operatorType } }, { hideError: true }),
    onMutate: () => setRefusal(''),
    onSuccess: (answer) => client.setQueryData(base.queryKey, answer),
    onError: (failure) => setRefusal(untoldMessage(failure)),
  });
  if (state.data === undefined) return <NotLoaded query={state} failedTitle={t('switchNet.loadFailed')} />;

  const { networks, lastSwitch } = state.data;
  const busy = status === 'pending' || switchNet.isPending;
  const confirm = (operatorType: number) =>
    void showDialog(t('switchNet.confirm', { operator: t(operatorNameKey(operatorType)) }), [
      { key: 'cancel', text: t('switchNet.cancel'), onPress: () => undefined },
      { key: 'switch', text: t('switchNet.confirmYes'), onPress: () => switchNet.mutate(operatorType) },
    ]);

  return (
    <div className="net-page">
      <section className="net-card">
        <p className="net-card__lead">{t('switchNet.current')}</p>
        <p className="net-current">
          <OperatorBadge operator={state.data.operatorType} />
        </p>
        {networks.length > 1 ? <p className="net-intro">{t('switchNet.intro')}</p> : null}
      </section>
      {lastSwitch ? <SwitchStatus last={lastSwitch} /> : null}
      {refusal ? (
        <p className="net-refusal" role="alert">
          {refusal}
        </p>
      ) : null}
      {networks.length === 1 ? (
        <EmptyState title={t('switchNet.onlyOne')} />
      ) : (
        <section className="net-card">
          <h2 className="net-card__lead">{t('switchNet.networks')}</h2>
          <ul className="net-list">
            {networks.map((network) => (
              <li key={network.operatorType} className="net-list__item">
                <span className="net-list__name">{t(operatorNameKey(network.operatorType))}</span>
                {network.current ? <span className="net-tag net-tag--current">{t('switchNet.currentTag')}</span> : null}
                {network.inService ? null : (
                  <span id={`net-off-${network.operatorType}`} className="net-tag">
                    {t('switchNet.notInService')}
                  </span>
                )}
                {network.current ? null : (
                  <button
                    type="button"
                    className="button button--primary net-list__switch"
                    disabled={busy || !network.inService}
                    aria-describedby={network.inService ? undefined : `net-off-${network.operatorType}`}
                    aria-label={t('switchNet.switchToLabel', { operator: t(operatorNameKey(network.operatorType)) })}
                    onClick={() => confirm(network.operatorType)}
                  >
                    {t('switchNet.switchTo')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
