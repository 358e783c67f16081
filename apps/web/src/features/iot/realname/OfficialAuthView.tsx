import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IOT_HOME_PATH } from '@shop/contract';
import { useT } from '../../../i18n';
import { reLaunch } from '../../../shared/navigation';
import { call } from '../../../shared/request';
import { NotLoaded } from '../components/NotLoaded';
import { officialVerified, useRealnameState } from './realnameQueries';
import './realname.css';

interface OfficialAuthProps {
  /** The channel chosen on switchOfficial (a vice SIM's number); the card's own operator without one. */
  channel?: string;
  /** The request the holder comes back from (the operator page's return). */
  requestSn?: string;
  /** China Unicom's variant (pages-sub/ltAuth). */
  unicom?: boolean;
}

/** Opens the operator's page: a full navigation, as the payment cashier is opened, which comes back here with `requestSn`. */
function useOpenOperator(isDevice: boolean, channel: string | undefined) {
  return useMutation({
    mutationFn: () => call(isDevice ? 'deviceOfficialAuth' : 'simOfficialAuth', { query: channel ? { simNo: channel } : {} }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

function Result({ title, hint, good, action }: { title: string; hint: string; good: boolean; action: { text: string; onPress(): void } }) {
  return (
    <section className="realname-result" role="status">
      <h2 className={`realname-result__title realname-result__title--${good ? 'good' : 'bad'}`}>{title}</h2>
      <p className="realname-result__hint">{hint}</p>
      <button type="button" className={good ? 'button button--primary' : 'button button--ghost'} onClick={action.onPress}>
        {action.text}
      </button>
    </section>
  );
}

/** The operator's real-name route: the steps and the way to its page, then, on the way back, 核验中 until the verdict. */
export function OfficialAuthView({ channel, requestSn, unicom = false }: OfficialAuthProps) {
  const t = useT();
  const client = useQueryClient();
  const state = useRealnameState(requestSn);
  const data = state.data;
  const open = useOpenOperator(data?.sourceType === 2, channel);
  if (data === undefined) return <NotLoaded query={state} failedTitle={t('realname.loadFailed')} />;
  const backToCard = {
    text: t('realname.backToCard'),
    onPress: () => {
      void client.invalidateQueries({ queryKey: ['simInfo'] });
      void reLaunch({ url: IOT_HOME_PATH });
    },
  };
  const openButton = (text: string) => (
    <button type="button" className="button button--primary realname-card__action" disabled={open.isPending} onClick={() => open.mutate()}>
      {open.isPending ? t('realname.opening') : text}
    </button>
  );
  const returned = requestSn !== undefined && data.official?.requestSn === requestSn ? data.official : null;
  if (officialVerified(data)) return <Result good title={t('realname.verified')} hint={t('realname.verifiedHint')} action={backToCard} />;
  if (returned?.status === 'reviewing') {
    return (
      <section className="realname-result" role="status" aria-busy="true">
        <div className="realname-spinner" aria-hidden="true" />
        <h2 className="realname-result__title">{t('realname.checking')}</h2>
        <p className="realname-result__hint">{t('realname.checkingHint')}</p>
      </section>
    );
  }
  if (returned?.status === 'failed') {
    return <Result good={false} title={t('realname.failed')} hint={returned.reasonText ?? ''} action={{ text: t('realname.tryAgain'), onPress: () => open.mutate() }} />;
  }
  return (
    <div className="realname-page">
      <section className="realname-card" aria-labelledby="realname-steps">
        <h2 id="realname-steps" className="realname-card__title">
          {t('realname.steps.title')}
        </h2>
        <ol className="realname-steps">
          <li>{t('realname.steps.open')}</li>
          <li>{t('realname.steps.fill')}</li>
          <li>{t('realname.steps.face')}</li>
          <li>{t('realname.steps.back')}</li>
        </ol>
        {unicom ? <p className="realname-card__hint">{t('realname.unicomNote')}</p> : null}
        {returned?.status === 'opened' ? <p className="realname-card__hint">{t('realname.notSubmitted')}</p> : null}
        {openButton(returned?.status === 'opened' ? t('realname.continue') : t('realname.openOperator'))}
      </section>
    </div>
  );
}
