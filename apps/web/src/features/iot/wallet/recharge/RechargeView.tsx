import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { DataOf, EndpointOf, PagePath } from '@shop/contract';
import { useT } from '../../../../i18n';
import { formatFen } from '../../../../shared/format';
import { openLink } from '../../../../shared/navigation/openLink';
import { NotLoaded } from '../../components/NotLoaded';
import { cardQuery, useCardNumber } from '../../session';
import { ArrearsNote } from './ArrearsNote';
import { checkCustomAmount } from './amount';
import { useRechargeOrder } from './useRechargeOrder';
import '../wallet.css';

type Choice = DataOf<EndpointOf<'balanceChoose'>>;
type Picked = { option: number } | 'custom' | null;

const LINKS = [
  ['wallet.recharge.records', '/pages/iot/index/BalanceList'],
  ['wallet.recharge.ledger', '/pages/iot/index/BalanceLogList'],
  ['wallet.recharge.orders', '/pages/iot/index/orderLogs/index'],
] as const satisfies ReadonlyArray<readonly [string, PagePath]>;

function Options({ choice, picked, onPick }: { choice: Choice; picked: Picked; onPick(picked: Picked): void }) {
  const t = useT();
  return (
    <div className="recharge-options" role="radiogroup" aria-label={t('wallet.recharge.choose')}>
      {choice.options.map((option, index) => (
        <button
          key={option.amountFen}
          type="button"
          role="radio"
          aria-checked={typeof picked === 'object' && picked?.option === index}
          className="recharge-option"
          onClick={() => onPick({ option: index })}
        >
          <span className="recharge-option__amount">{formatFen(option.amountFen)}</span>{' '}
          {option.bonusFen > 0 ? <span className="recharge-option__bonus">{t('wallet.recharge.bonus', { amount: formatFen(option.bonusFen) })}</span> : null}
        </button>
      ))}
    </div>
  );
}

function CustomAmount({ limits, text, error, onText }: { limits: NonNullable<Choice['custom']>; text: string; error: string | null; onText(text: string): void }) {
  const t = useT();
  const id = useId();
  return (
    <div className="recharge-custom">
      <label htmlFor={id} className="recharge-custom__label">
        {t('wallet.recharge.customLabel')}
      </label>
      <input
        id={id}
        className="recharge-custom__input"
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('wallet.recharge.customRange', { min: formatFen(limits.minFen), max: formatFen(limits.maxFen) })}
        value={text}
        aria-invalid={error !== null}
        aria-describedby={`${id}-error`}
        onChange={(event) => onText(event.target.value.replace(/[^\d.]/g, ''))}
      />
      <p id={`${id}-error`} className="recharge-custom__error" role={error ? 'alert' : undefined}>
        {error}
      </p>
    </div>
  );
}

/** What the holder pays and what the card gets, the arrears taken first. */
function Summary({ amountFen, bonusFen, arrearsFen }: { amountFen: number; bonusFen: number; arrearsFen: number }) {
  const t = useT();
  const gets = amountFen + bonusFen;
  const text =
    arrearsFen === 0
      ? t('wallet.recharge.gets', { amount: formatFen(gets) })
      : gets < arrearsFen
        ? t('wallet.recharge.stillOwed', { amount: formatFen(arrearsFen - gets) })
        : t('wallet.recharge.afterArrears', { owed: formatFen(arrearsFen), left: formatFen(gets - arrearsFen) });
  return (
    <p className={gets < arrearsFen ? 'recharge-summary recharge-summary--bad' : 'recharge-summary'} aria-live="polite">
      {text}
    </p>
  );
}

/** The first amount that clears what is owed (the line comes back), else the first. */
function firstPick(choice: Choice): Picked {
  const clearing = choice.options.findIndex((option) => option.amountFen + option.bonusFen >= choice.arrearsFen);
  if (choice.options.length > 0) return { option: Math.max(clearing, 0) };
  return choice.custom ? 'custom' : null;
}

function RechargeForm({ choice }: { choice: Choice }) {
  const t = useT();
  const [picked, setPicked] = useState<Picked>(() => firstPick(choice));
  const [text, setText] = useState('');
  const order = useRechargeOrder();
  const custom = picked === 'custom' && choice.custom ? checkCustomAmount(text, choice.custom) : null;
  const option = typeof picked === 'object' && picked ? choice.options[picked.option] : undefined;
  const amountFen = option?.amountFen ?? custom?.fen;
  const customError = custom?.error && text !== '' ? t(`wallet.recharge.errors.${custom.error.key}`, custom.error.values) : null;

  return (
    <div className="wallet-page recharge">
      <section className="wallet-card recharge-balance">
        <p className="wallet-card__label">{t('wallet.balance')}</p>
        <p className="wallet-card__value">{formatFen(choice.balanceFen)}</p>
      </section>
      {choice.arrearsFen > 0 ? <ArrearsNote arrearsFen={choice.arrearsFen} /> : null}
      <section className="wallet-card">
        <h2 className="wallet-card__title">{t('wallet.recharge.choose')}</h2>
        <Options choice={choice} picked={picked} onPick={setPicked} />
        {choice.custom ? (
          <>
            <button type="button" role="radio" aria-checked={picked === 'custom'} className="recharge-custom__pick" onClick={() => setPicked('custom')}>
              {t('wallet.recharge.custom')}
            </button>
            {picked === 'custom' ? <CustomAmount limits={choice.custom} text={text} error={customError} onText={setText} /> : null}
          </>
        ) : null}
        {amountFen !== undefined ? <Summary amountFen={amountFen} bonusFen={option?.bonusFen ?? 0} arrearsFen={choice.arrearsFen} /> : null}
      </section>
      <nav className="wallet-links" aria-label={t('wallet.balance')}>
        {LINKS.map(([label, path]) => (
          <button key={path} type="button" className="wallet-links__item" onClick={() => void openLink(path)}>
            {t(label)}
          </button>
        ))}
      </nav>
      <div className="dock dock--bar">
        <button
          type="button"
          className="button button--primary wallet-submit"
          disabled={amountFen === undefined || order.isPending || order.isSuccess}
          onClick={() => amountFen !== undefined && order.mutate(amountFen)}
        >
          {amountFen === undefined ? t('wallet.recharge.pickFirst') : t('wallet.recharge.submit', { amount: formatFen(amountFen) })}
        </button>
      </div>
    </div>
  );
}

/** Top up the card: the promoter's amounts with their bonus, or one of the holder's own within the limits; arrears are paid first. */
export function RechargeView() {
  const t = useT();
  const choice = useQuery(cardQuery('balanceChoose', useCardNumber()));
  if (choice.data === undefined) return <NotLoaded query={choice} failedTitle={t('wallet.loadFailed')} />;
  return <RechargeForm choice={choice.data} />;
}
