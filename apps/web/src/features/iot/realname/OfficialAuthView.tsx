import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../../i18n';
import { call } from '../../../shared/request';
import { NotLoaded } from '../components/NotLoaded';
import { afterCardChange } from '../session';
import { officialVerified, useAwaitedVerdict } from './realnameQueries';
import { RealnameResult } from './RealnameResult';
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

/** The operator's real-name route: the steps and the way to its page, then, on the way back, 核验中 until the verdict. */
export function OfficialAuthView({ channel, requestSn, unicom = false }: OfficialAuthProps) {
  const t = useT();
  const client = useQueryClient();
  const { state, gaveUp, askAgain } = useAwaitedVerdict(requestSn);
  const data = state.data;
  const open = useOpenOperator(data?.sourceType === 2, channel);
  const verified = data !== undefined && officialVerified(data);
  useEffect(() => {
    // However the holder leaves this page.
    if (verified) void afterCardChange(client, 'simOfficialAuth');
  }, [verified, client]);
  if (data === undefined) return <NotLoaded query={state} failedTitle={t('realname.loadFailed')} />;
  const openButton = (text: string) => (
    <button type="button" className="button button--primary realname-card__action" disabled={open.isPending} onClick={() => open.mutate()}>
      {open.isPending ? t('realname.opening') : text}
    </button>
  );
  const returned = requestSn !== undefined && data.official?.requestSn === requestSn ? data.official : null;
  if (verified) return <RealnameResult tone="good" title={t('realname.verified')} hint={t('realname.verifiedHint')} />;
  if (returned?.status === 'reviewing' && gaveUp) {
    return <RealnameResult tone="waiting" title={t('realname.stillChecking')} hint={t('realname.stillCheckingHint')} action={{ text: t('realname.askAgain'), onPress: askAgain }} />;
  }
  if (returned?.status === 'reviewing') {
    return (
      <RealnameResult tone="waiting" title={t('realname.checking')} hint={t('realname.checkingHint')}>
        <div className="realname-spinner" aria-hidden="true" />
      </RealnameResult>
    );
  }
  if (returned?.status === 'failed') {
    return <RealnameResult tone="bad" title={t('realname.failed')} hint={returned.reasonText ?? ''} action={{ text: t('realname.tryAgain'), onPress: () => open.mutate() }} />;
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
