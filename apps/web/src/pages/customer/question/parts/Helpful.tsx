import { useState } from 'react';
import { CUSTOMER_PATH } from '@shop/contract';
import { useT } from '../../../../i18n';
import { openLink } from '../../../../lib/navigation/openLink';
import { untoldMessage } from '../../../../lib/request';
import { helpfulAnswerOf, recordHelpful } from './feedback';

type Step = { kind: 'asking' } | { kind: 'sending' } | { kind: 'failed'; message: string } | { kind: 'answered'; helpful: boolean };

const firstStep = (questionId: number): Step => {
  const helpful = helpfulAnswerOf(questionId);
  return helpful === undefined ? { kind: 'asking' } : { kind: 'answered', helpful };
};

/** "Was this helpful?", asked once per question on this device; a "no" points to customer service. */
export function Helpful({ questionId }: { questionId: number }) {
  const t = useT();
  const [step, setStep] = useState<Step>(() => firstStep(questionId));

  const answer = (helpful: boolean) => {
    setStep({ kind: 'sending' });
    recordHelpful(questionId, helpful).then(
      () => setStep({ kind: 'answered', helpful }),
      (error: unknown) => setStep({ kind: 'failed', message: untoldMessage(error) || t('questions.feedbackFailed') }),
    );
  };

  if (step.kind === 'answered') {
    return (
      <section className="helpful helpful--answered" aria-live="polite">
        <p className="helpful__thanks">{t('questions.thanks')}</p>
        {step.helpful ? null : (
          <>
            <p className="helpful__sorry">{t('questions.sorry')}</p>
            <button type="button" className="button button--ghost" onClick={() => void openLink(CUSTOMER_PATH)}>
              {t('questions.contactService')}
            </button>
          </>
        )}
      </section>
    );
  }
  const sending = step.kind === 'sending';
  return (
    <section className="helpful">
      <p className="helpful__question">{t('questions.helpful')}</p>
      <div className="helpful__choices">
        <button type="button" className="helpful__choice" disabled={sending} onClick={() => answer(true)}>
          {t('questions.yes')}
        </button>
        <button type="button" className="helpful__choice" disabled={sending} onClick={() => answer(false)}>
          {t('questions.no')}
        </button>
      </div>
      {step.kind === 'failed' ? (
        <p className="helpful__failed" role="alert">
          {step.message}
        </p>
      ) : null}
    </section>
  );
}
