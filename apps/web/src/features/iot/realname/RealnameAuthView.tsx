import { AUTH_STATUS, authStatusLabel, pageUrl, type RealnameRequest } from '@shop/contract';
import { currentLocale, useT } from '../../../i18n';
import { formatFen } from '../../../shared/format';
import { navigateTo } from '../../../shared/navigation';
import { NotLoaded } from '../components/NotLoaded';
import { hasPlatformAuth, officialVerified, platformVerified, useRealnameState } from './realnameQueries';
import { officialEntry } from './routes';
import './realname.css';

const tone = (status: number): string => (status === AUTH_STATUS.verified ? 'good' : status === AUTH_STATUS.reviewing ? 'warn' : 'bad');

function StatusBadge({ status }: { status: number }) {
  const label = (authStatusLabel as Record<number, Record<string, string> | undefined>)[status]?.[currentLocale()];
  return label ? <span className={`status-badge status-badge--${tone(status)}`}>{label}</span> : null;
}

function LastFailure({ request }: { request: RealnameRequest | null }) {
  const t = useT();
  if (request?.status !== 'failed' || !request.reasonText) return null;
  return <p className="realname-card__failed">{t('realname.lastFailed', { reason: request.reasonText })}</p>;
}

/** The card's real-name state (operator and platform) and the way to each route still to take. */
export function RealnameAuthView() {
  const t = useT();
  const state = useRealnameState();
  if (state.data === undefined) return <NotLoaded query={state} failedTitle={t('realname.loadFailed')} />;
  const data = state.data;
  const officialDone = officialVerified(data);
  return (
    <div className="realname-page">
      <p className="realname-intro">{t('realname.intro')}</p>
      {data.needAuth ? <p className="realname-intro">{t('realname.gated', { amount: formatFen(data.freeRechargeFen) })}</p> : null}
      <section className="realname-card" aria-labelledby="realname-official">
        <div className="realname-card__head">
          <h2 id="realname-official" className="realname-card__title">
            {t('realname.official.title')}
          </h2>
          <StatusBadge status={data.authStatus} />
        </div>
        <p className="realname-card__hint">{t('realname.official.hint')}</p>
        <LastFailure request={data.official} />
        {officialDone ? null : (
          <button type="button" className="button button--primary realname-card__action" onClick={() => void navigateTo({ url: officialEntry(data) })}>
            {data.channels.length > 1 ? t('realname.official.choose') : t('realname.official.go')}
          </button>
        )}
      </section>
      {hasPlatformAuth(data) ? (
        <section className="realname-card" aria-labelledby="realname-platform">
          <div className="realname-card__head">
            <h2 id="realname-platform" className="realname-card__title">
              {t('realname.platform.title')}
            </h2>
            <StatusBadge status={data.authPlatformStatus} />
          </div>
          <p className="realname-card__hint">{t('realname.platform.hint')}</p>
          <LastFailure request={data.platform} />
          {platformVerified(data) ? null : (
            <button type="button" className="button button--primary realname-card__action" onClick={() => void navigateTo({ url: pageUrl('/pages/iot/index/platform/index') })}>
              {t('realname.platform.go')}
            </button>
          )}
        </section>
      ) : null}
    </div>
  );
}
