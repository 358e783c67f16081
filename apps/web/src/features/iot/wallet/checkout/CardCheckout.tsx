import { useState, type ReactNode } from 'react';
import { pageUrl, payWithLabel, type CardPayment, type PayWith } from '@shop/contract';
import { t, useT } from '../../../../i18n';
import { formatDateTime, formatFen } from '../../../../shared/format';
import { navigateTo } from '../../../../shared/navigation';
import { openLink } from '../../../../shared/navigation/openLink';
import { showDialog } from '../../../../shared/popups';
import { labelOf } from '../walletQueries';
import { PayPasswordStep } from './PayPasswordStep';
import { stepError, useCardPurchase, type PurchaseAnswer, type PurchaseBody, type PurchaseDraft, type PurchaseEndpoint } from './useCardPurchase';
import '../wallet.css';
import '../../../../shared/ui/outcome.css';

/** Until when balance payments are locked after wrong pay passwords; null when they are not. */
export const lockedUntil = ({ payPassword }: Pick<CardPayment, 'payPassword'>, now = Date.now()): string | null =>
  payPassword.lockedUntil !== null && Date.parse(payPassword.lockedUntil) > now ? payPassword.lockedUntil : null;

/** Whether the balance can pay `totalFen` now: enough of it, and not locked. */
export const balanceUsable = (payment: CardPayment, totalFen: number): boolean => payment.balanceFen >= totalFen && lockedUntil(payment) === null;

/** The balance or online, with the balance's state: short (with a top-up link) or locked by wrong pay passwords. */
export function PayWithChoice({ payment, totalFen, value, onChange }: { payment: CardPayment; totalFen: number; value: PayWith; onChange(payWith: PayWith): void }) {
  const t = useT();
  const short = payment.balanceFen < totalFen;
  const locked = lockedUntil(payment);
  const balanceNote = short ? t('wallet.details.balanceShort', { amount: formatFen(payment.balanceFen) }) : t('wallet.details.balanceHas', { amount: formatFen(payment.balanceFen) });
  return (
    <section className="wallet-card">
      <h2 className="wallet-card__title">{t('wallet.details.payWith')}</h2>
      <div role="radiogroup" aria-label={t('wallet.details.payWith')}>
        <button type="button" role="radio" aria-checked={value === 'balance'} disabled={short || locked !== null} className="choice" onClick={() => onChange('balance')}>
          <span className="choice__text">
            <span className="choice__title">{labelOf(payWithLabel, 'balance')}</span>
            <span className={short ? 'choice__note choice__note--bad' : 'choice__note'}>{balanceNote}</span>
          </span>
          <span className="choice__check" aria-hidden="true" />
        </button>
        {payment.paymentTypes.length > 0 ? (
          <button type="button" role="radio" aria-checked={value === 'online'} className="choice" onClick={() => onChange('online')}>
            <span className="choice__text">
              <span className="choice__title">{labelOf(payWithLabel, 'online')}</span>
            </span>
            <span className="choice__check" aria-hidden="true" />
          </button>
        ) : null}
      </div>
      {short ? (
        <button type="button" className="wallet-inline-link" onClick={() => void openLink('/pages/iot/index/balance/index')}>
          {t('wallet.details.topUp')}
        </button>
      ) : null}
      {locked ? (
        <p className="choice__note choice__note--bad" role="note">
          {t('wallet.details.locked', { time: formatDateTime(locked) })}
        </p>
      ) : null}
    </section>
  );
}

/** A balance payment of a card without a pay password: set one now, or pay without it this time. */
export const offerPayPassword = (payWithout: () => void): void =>
  void showDialog(t('wallet.details.noPasswordHint'), [
    { key: 'set', text: t('wallet.details.setPassword'), onPress: () => void navigateTo({ url: pageUrl('/pages/iot/index/payPassword/index') }) },
    { key: 'without', text: t('wallet.details.payWithout'), onPress: payWithout },
  ]);

export interface OutcomeAction {
  label: string;
  onPress(): void;
}

/** The end of a purchase paid from the balance: what it did, and the ways on (the last one leads). */
export function PaidOutcome({ title, hint, actions }: { title: string; hint?: ReactNode; actions: readonly OutcomeAction[] }) {
  return (
    <div className="outcome" role="status">
      <span className="outcome__mark outcome__mark--done" aria-hidden="true">
        ✓
      </span>
      <h2 className="outcome__title">{title}</h2>
      {hint ? <div className="outcome__hint">{hint}</div> : null}
      <div className="outcome__actions">
        {actions.map((action, index) => (
          <button key={action.label} type="button" className={index === actions.length - 1 ? 'button button--primary' : 'button button--ghost'} onClick={action.onPress}>
            {action.label}
          </button>
        ))}
      </div>
    </div>
  );
}

interface CardCheckoutProps<N extends PurchaseEndpoint> {
  /** The endpoint that buys it. */
  endpoint: N;
  payment: CardPayment;
  /** What the holder pays in money, after any VIP price and coupon. */
  totalFen: number;
  /** Nothing to pay in money (a points shop item priced in points alone): no payment choice, and none sent. */
  cashless?: boolean;
  /** The dock's total, when more than money (points and cash); the money total by default. */
  total?: ReactNode;
  /** The pay button's words; "pay ¥…" by default. */
  submitLabel?: string;
  /** What is bought, less how it is paid. */
  draft: PurchaseDraft<N>;
  /** Why it cannot be bought now, said beside the pay button; undefined when it can. */
  refusal?: string;
  /** What is bought and its options, above the payment choice. */
  children: ReactNode;
  /** The page's own sheets (when a package starts, a coupon), over the page. */
  sheets?: ReactNode;
  /** What the holder sees once it is paid from the balance (or in points alone). */
  paid(answer: PurchaseAnswer<N>): ReactNode;
  className?: string;
}

/**
 * Paying for something of the card, the same for packages, coupon packs, VIP plans and speed
 * add-ons: from the balance (with a short-balance note and a top-up link, a pay-password lock
 * note, the pay password step, or a choice to set one or pay without) or online through the
 * card's cashier; the dock shows the total.
 */
export function CardCheckout<N extends PurchaseEndpoint>(props: CardCheckoutProps<N>) {
  const { endpoint, payment, totalFen, cashless = false, total, submitLabel, draft, refusal, children, sheets, paid, className } = props;
  const t = useT();
  const online = payment.paymentTypes.length > 0;
  const [chosen, setChosen] = useState<PayWith>(balanceUsable(payment, totalFen) || !online ? 'balance' : 'online');
  // A total the balance no longer covers (another coupon) moves the choice online where it can.
  const payWith: PayWith = chosen === 'balance' && !balanceUsable(payment, totalFen) && online ? 'online' : chosen;
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<{ answer: PurchaseAnswer<N> } | null>(null);
  const buy = useCardPurchase(endpoint, (answer) => {
    setAsking(false);
    setDone({ answer });
  });
  if (done) return <>{paid(done.answer)}</>;

  const body = (payPassword?: string) =>
    (cashless ? { ...draft } : { ...draft, payWith, ...(payPassword === undefined ? {} : { payPassword }) }) as PurchaseBody<N>;
  const submit = () => {
    if (cashless || payWith === 'online') buy.mutate(body());
    else if (payment.payPassword.set) setAsking(true);
    else {
      offerPayPassword(() => buy.mutate(body()));
    }
  };
  const payable = cashless || (payWith === 'online' ? online : balanceUsable(payment, totalFen));
  const usable = refusal === undefined && payable;

  return (
    <div className={className ? `wallet-page ${className}` : 'wallet-page'}>
      {children}
      {cashless ? null : <PayWithChoice payment={payment} totalFen={totalFen} value={payWith} onChange={setChosen} />}
      {refusal ? (
        <p className="wallet-note wallet-note--bad wallet-note__text" role="note">
          {refusal}
        </p>
      ) : null}
      <div className="dock dock--bar wallet-dock">
        <p className="wallet-dock__total">
          {t('wallet.details.total')} <strong className="offer__price">{total ?? formatFen(totalFen)}</strong>
        </p>
        <button type="button" className="button button--primary" disabled={!usable || buy.isPending} onClick={submit}>
          {submitLabel ?? t('wallet.details.submit', { amount: formatFen(totalFen) })}
        </button>
      </div>
      {sheets}
      {asking ? (
        <PayPasswordStep
          amountFen={totalFen}
          error={buy.isError ? stepError(buy.error) : ''}
          sending={buy.isPending}
          onSubmit={(payPassword) => buy.mutate(body(payPassword))}
          onClose={() => {
            buy.reset();
            setAsking(false);
          }}
        />
      ) : null}
    </div>
  );
}
