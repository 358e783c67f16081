import { pageUrl } from '@shop/contract';
import { useT } from '../../../i18n';
import { navigateTo } from '../../../shared/navigation';
import { OperatorBadge } from '../../../shared/ui/OperatorBadge';
import { EmptyState } from '../../../shared/ui/PageStates';
import { NotLoaded } from '../components/NotLoaded';
import { officialVerified, useRealnameState } from './realnameQueries';
import { RealnameResult } from './RealnameResult';
import { officialPathOf } from './routes';
import './realname.css';

/** The real-name channels of a multi-network card (all, or its vice SIMs only): each opens its operator's route. */
export function SwitchOfficialView({ viceOnly = false }: { viceOnly?: boolean }) {
  const t = useT();
  const state = useRealnameState();
  if (state.data === undefined) return <NotLoaded query={state} failedTitle={t('realname.loadFailed')} />;
  const channels = state.data.channels.filter((channel) => !viceOnly || !channel.main);
  if (officialVerified(state.data)) {
    return <RealnameResult tone="good" title={t('realname.verified')} hint={t('realname.verifiedHint')} />;
  }
  return (
    <div className="realname-page">
      <p className="realname-intro">{viceOnly ? t('realname.channels.subHint') : t('realname.channels.hint')}</p>
      {channels.length === 0 ? (
        <EmptyState title={t('realname.channels.empty')} />
      ) : (
        <ul className="realname-channels" aria-label={viceOnly ? t('realname.channels.subTitle') : t('realname.channels.title')}>
          {channels.map((channel) => (
            <li key={channel.simNo}>
              <button
                type="button"
                className="realname-channel"
                onClick={() => void navigateTo({ url: pageUrl(officialPathOf(channel.operatorType), channel.main ? {} : { simNo: channel.simNo }) })}
              >
                <span>
                  <span className="realname-channel__no">{channel.simNo}</span>
                  <br />
                  <span className="realname-channel__kind">{channel.main ? t('realname.channels.main') : t('realname.channels.vice')}</span>
                </span>
                <OperatorBadge operator={channel.operatorType} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
