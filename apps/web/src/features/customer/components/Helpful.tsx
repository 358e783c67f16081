import { useMutation } from '@tanstack/react-query';
import { CUSTOMER_PATH } from '@shop/contract';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { openLink } from '../../../shared/navigation/openLink';
import { untoldMessage } from '../../../shared/request';
import { helpfulAnswerOf, recordHelpful } from '../feedback';

/** "Was this helpful?", asked once per question on this device; a "no" points to customer service. */
export function Helpful({ questionId }: { questionId: number }) {
  const t = useT();
  // What this device answered before: read once, then the answer sent now takes over.
  const [remembered] = useState(() => helpfulAnswerOf(questionId));
  const report = useMutation({ mutationFn: recordHelpful });
  const helpful = report.isSuccess ? report.variables.helpful : remembered;

  if (helpful !== undefined) {
    return (
      <section className="helpful helpful--answered" aria-live="polite">
        <p className="helpful__thanks">{t('questions.thanks')}</p>
        {helpful ? null : (
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
  const answer = (choice: boolean) => report.mutate({ questionId, helpful: choice });
  return (
    <section className="helpful">
      <p className="helpful__question">{t('questions.helpful')}</p>
      <div className="helpful__choices">
        <button type="button" className="helpful__choice" disabled={report.isPending} onClick={() => answer(true)}>
          {t('questions.yes')}
        </button>
        <button type="button" className="helpful__choice" disabled={report.isPending} onClick={() => answer(false)}>
          {t('questions.no')}
        </button>
      </div>
      {report.isError ? (
        <p className="helpful__failed" role="alert">
          {untoldMessage(report.error) || t('questions.feedbackFailed')}
        </p>
      ) : null}
    </section>
  );
}
