import { webviewTexts } from '../../features/webview';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { hotQuestionsQuery } from '../../features/customer';
import { provincesQuery } from '../../features/regions';
import { currentLocale, useT } from '../../i18n';
import { useQuery as usePageQuery } from '../../shared/navigation';
import { dictOptionsQuery, goOn } from './parts/dataInit';
import './loadDomain.css';

type StepName = 'dict' | 'provinces' | 'hotQuestions';
type StepStatus = 'running' | 'done' | 'skipped' | 'failed';

interface Step {
  query: UseQueryResult;
  /** A step the shop can do without: each page loads what it needs itself, so a failure is skipped, not a stop. */
  optional: boolean;
}

function statusOf({ query, optional }: Step): StepStatus {
  if (query.isPending) return 'running';
  if (query.isError) return optional ? 'skipped' : 'failed';
  return 'done';
}

function StepRow({ name, step }: { name: StepName; step: Step }) {
  const t = useT();
  const status = statusOf(step);
  return (
    <li className={`init-step init-step--${status}`}>
      <span className="init-step__icon" aria-hidden="true" />
      <span className="init-step__label">{t(`loadDomain.steps.${name}`)}</span>
      <span className="init-step__status">{t(`loadDomain.status.${status}`)}</span>
      {status === 'failed' ? <p className="init-step__error">{step.query.error?.message}</p> : null}
    </li>
  );
}

// The page offers its own retry, step by step, so nothing is tried again behind it.
const ONCE = { retry: false } as const;

export const texts = webviewTexts;

/**
 * Data initialisation: dictionaries, provinces and hot questions into the persisted query cache,
 * each step shown as it goes; then on to home (or the in-shop page `redirect` names). Provinces
 * are required: if they fail, the page says why and offers a retry. Dictionaries and hot
 * questions that fail are skipped.
 */
export default function LoadDomainPage() {
  const t = useT();
  const { redirect } = usePageQuery();
  const steps: Record<StepName, Step> = {
    dict: { query: useQuery({ ...dictOptionsQuery(), ...ONCE }), optional: true },
    provinces: { query: useQuery({ ...provincesQuery(), ...ONCE }), optional: false },
    hotQuestions: { query: useQuery({ ...hotQuestionsQuery(currentLocale()), ...ONCE }), optional: true },
  };
  const all = Object.values(steps);
  const statuses = all.map(statusOf);
  const done = statuses.filter((status) => status === 'done' || status === 'skipped').length;
  const failed = all.filter((step) => statusOf(step) === 'failed');
  const ready = done === all.length;
  const left = useRef(false);

  useEffect(() => {
    if (!ready || left.current) return;
    left.current = true;
    goOn(redirect);
  }, [ready, redirect]);

  return (
    <div className="init">
      <h2 className="init__heading">{ready ? t('loadDomain.entering') : failed.length > 0 ? t('loadDomain.failedHeading') : t('loadDomain.heading')}</h2>
      <div className="init__bar" role="progressbar" aria-label={t('loadDomain.heading')} aria-valuemin={0} aria-valuemax={all.length} aria-valuenow={done}>
        <div className="init__fill" style={{ width: `${(done / all.length) * 100}%` }} />
      </div>
      <ol className="init__steps">
        {(Object.keys(steps) as StepName[]).map((name) => (
          <StepRow key={name} name={name} step={steps[name]} />
        ))}
      </ol>
      {failed.length > 0 ? (
        <button type="button" className="button button--primary init__retry" onClick={() => failed.forEach((step) => void step.query.refetch())}>
          {t('common.retry')}
        </button>
      ) : null}
    </div>
  );
}
