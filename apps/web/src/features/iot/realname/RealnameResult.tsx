import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { IOT_HOME_PATH } from '@shop/contract';
import { useT } from '../../../i18n';
import { reLaunch } from '../../../shared/navigation';
import { simInfoQuery, useCardNumber } from '../session';
import './realname.css';

export interface ResultAction {
  text: string;
  onPress(): void;
}

/**
 * 返回我的卡: home again once the card is read again, so the home never shows the real-name
 * banner of before the verdict; if that read fails, the home tells it.
 */
export function useBackToCard(): ResultAction {
  const t = useT();
  const client = useQueryClient();
  const simNo = useCardNumber();
  return {
    text: t('realname.backToCard'),
    onPress: () => {
      void client
        .fetchQuery({ ...simInfoQuery(simNo), staleTime: 0 })
        .catch(() => undefined)
        .then(() => reLaunch({ url: IOT_HOME_PATH }));
    },
  };
}

interface ResultProps {
  title: string;
  hint?: string;
  tone: 'good' | 'bad' | 'waiting';
  /** The main action; 返回我的卡 follows it unless it is that already. */
  action?: ResultAction;
  children?: ReactNode;
}

/** The end of a real-name route (verified, failed, still checking): what happened, and always the way back to the card. */
export function RealnameResult({ title, hint, tone, action, children }: ResultProps) {
  const back = useBackToCard();
  return (
    <section className="realname-result" role="status" aria-busy={tone === 'waiting' && action === undefined ? true : undefined}>
      {children}
      <h2 className={`realname-result__title realname-result__title--${tone}`}>{title}</h2>
      {hint ? <p className="realname-result__hint">{hint}</p> : null}
      {action ? (
        <button type="button" className="button button--primary" onClick={action.onPress}>
          {action.text}
        </button>
      ) : null}
      <button type="button" className={action ? 'button button--ghost' : 'button button--primary'} onClick={back.onPress}>
        {back.text}
      </button>
    </section>
  );
}
