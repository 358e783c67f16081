import { useEffect, useRef } from 'react';
import { useT } from '../../i18n';
import { useQuery } from '../../lib/navigation';
import { loadProvinces } from '../../lib/numbers/regions';
import { useLoad, type Loaded } from '../../lib/useLoad';
import { goOn, loadDictionaries, loadHotQuestions } from './parts/dataInit';
import './loadDomain.css';

type StepName = 'dict' | 'provinces' | 'hotQuestions';
type Step = Loaded<unknown> & { retry(): void };

function statusOf(step: Step): 'running' | 'done' | 'skipped' | 'failed' {
  if (step.status === 'loading') return 'running';
  if (step.status === 'failed') return 'failed';
  return step.data === 'skipped' ? 'skipped' : 'done';
}

function StepRow({ name, step }: { name: StepName; step: Step }) {
  const t = useT();
  const status = statusOf(step);
  return (
    <li className={`init-step init-step--${status}`}>
      <span className="init-step__icon" aria-hidden="true" />
      <span className="init-step__label">{t(`loadDomain.steps.${name}`)}</span>
      <span className="init-step__status">{t(`loadDomain.status.${status}`)}</span>
      {step.status === 'failed' ? <p className="init-step__error">{step.error}</p> : null}
    </li>
  );
}

/**
 * Data initialisation: dictionaries, provinces and hot questions into the persisted stores, each
 * step shown as it goes; then on to home (or the in-shop page `redirect` names). Provinces are
 * required: if they fail, the page says why and offers a retry. Dictionaries and hot questions
 * that fail are skipped.
 */
export default function LoadDomainPage() {
  const t = useT();
  const { redirect } = useQuery();
  const steps: Record<StepName, Step> = {
    dict: useLoad('dict', loadDictionaries),
    provinces: useLoad('provinces', loadProvinces),
    hotQuestions: useLoad('hotQuestions', loadHotQuestions),
  };
  const all = Object.values(steps);
  const done = all.filter((step) => step.status === 'ready').length;
  const failed = all.filter((step) => step.status === 'failed');
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
        <button type="button" className="button button--primary init__retry" onClick={() => failed.forEach((step) => step.retry())}>
          {t('common.retry')}
        </button>
      ) : null}
    </div>
  );
}
