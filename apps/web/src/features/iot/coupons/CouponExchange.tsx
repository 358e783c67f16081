import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { COUPON_CODE_PATTERN, pageUrl, type CouponPack, type DataOf, type EndpointOf, type PagePath } from '@shop/contract';
import { useT } from '../../../i18n';
import { ok, useCheckedForm, wrong } from '../../../shared/form';
import { openLink } from '../../../shared/navigation/openLink';
import { showDialog } from '../../../shared/popups';
import { call } from '../../../shared/request';
import { EmptyState } from '../../../shared/ui/PageStates';
import { NotLoaded } from '../components/NotLoaded';
import { afterCardChange, cardQuery, useCardNumber } from '../session';
import { stepError, useAttemptKey } from '../wallet';
import { PackTerms } from './CouponShop';
import { couponLine } from './packText';
import './coupons.css';

type Exchange = { by: 'code'; code: string } | { by: 'coin'; packId: number };
type Exchanged = DataOf<EndpointOf<'exchangeCoupon'>>;

const RECORDS: PagePath = '/pages-sub/iot/index/couponExchange/order';

/** An exchange, by code or by coin: the server's refusal (a wrong code, too many tries) is kept for the page to show where it was asked. */
function useExchange(onDone: (result: Exchanged, exchange: Exchange) => void) {
  const client = useQueryClient();
  const attempt = useAttemptKey();
  return useMutation({
    mutationFn: (exchange: Exchange) => call('exchangeCoupon', { body: { ...exchange, idempotencyKey: attempt.keyFor(exchange) } }, { hideError: true }),
    onError: (failure) => attempt.answered(failure),
    onSuccess: async (result, exchange) => {
      attempt.answered();
      await afterCardChange(client, 'exchangeCoupon');
      onDone(result, exchange);
    },
  });
}

function CodeForm({ sending, refusal, onSubmit, onEdit }: { sending: boolean; refusal: string; onSubmit(code: string): void; onEdit(): void }) {
  const t = useT();
  const id = useId();
  // An empty code says nothing: it only cannot be sent yet.
  const form = useCheckedForm({ text: '' }, ({ text }) => ({ text: text.trim() === '' || COUPON_CODE_PATTERN.test(text.trim()) ? ok : wrong('perks.exchange.codeFormat') }), ['text']);
  const code = form.fields.text.trim();
  const malformed = form.shownError('text');
  const error = malformed ? t(malformed) : refusal;
  return (
    <section className="wallet-card">
      <h2 className="wallet-card__title">{t('perks.exchange.codeTitle')}</h2>
      <form
        className="coupon-form"
        noValidate
        onSubmit={form.handleSubmit(({ text }) => {
          if (text.trim() !== '' && !sending) onSubmit(text.trim());
        })}
      >
        <div className="coupon-form__field">
          <label htmlFor={id} className="recharge-custom__label">
            {t('perks.exchange.codeLabel')}
          </label>
          <input
            id={id}
            className="recharge-custom__input"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            placeholder={t('perks.exchange.codePlaceholder')}
            value={form.fields.text}
            aria-invalid={error !== ''}
            aria-describedby={`${id}-error`}
            onChange={(event) => {
              form.set('text', event.target.value);
              onEdit();
            }}
          />
          <p id={`${id}-error`} className="recharge-custom__error" role={error ? 'alert' : undefined}>
            {error}
          </p>
        </div>
        <button type="submit" className="button button--primary coupon-form__submit" disabled={code === '' || malformed !== null || sending}>
          {t('perks.exchange.redeem')}
        </button>
      </form>
    </section>
  );
}

function CoinPack({ pack, coin, sending, onExchange }: { pack: CouponPack & { coinCost: number }; coin: number; sending: boolean; onExchange(): void }) {
  const t = useT();
  const reasonId = useId();
  const short = pack.coinCost - coin;
  return (
    <article className="pack" aria-label={pack.name}>
      <h3 className="pack__name">{pack.name}</h3>
      <PackTerms pack={pack} />
      <div className="pack__foot">
        <span className="offer__price">{t('perks.exchange.cost', { count: pack.coinCost })}</span>
        <button
          type="button"
          className="button button--primary pack__action"
          disabled={short > 0 || sending}
          aria-label={`${t('perks.exchange.exchange')} ${pack.name}`}
          aria-describedby={short > 0 ? reasonId : undefined}
          onClick={onExchange}
        >
          {t('perks.exchange.exchange')}
        </button>
      </div>
      {short > 0 ? (
        <p id={reasonId} className="pack__reason">
          {t('perks.exchange.short', { count: short })}
        </p>
      ) : null}
    </article>
  );
}

function Added({ result }: { result: Exchanged }) {
  const t = useT();
  return (
    <div className="wallet-note coupon-added" role="status">
      <p className="wallet-note__title">{t('perks.exchange.added', { list: result.coupons.map(couponLine).join('、') })}</p>
      <p className="wallet-note__text">{t('perks.exchange.coinLeft', { count: result.couponCoin })}</p>
    </div>
  );
}

/** Exchange a code or coupon coin for coupons: the code checked as it is typed, each coin pack with what is missing. */
export function CouponExchange() {
  const t = useT();
  const list = useQuery(cardQuery('couponExchangeList', useCardNumber()));
  const [asked, setAsked] = useState<'code' | 'coin' | null>(null);
  const [result, setResult] = useState<Exchanged | null>(null);
  // A code that worked is spent: the field starts empty again.
  const [codesRedeemed, setCodesRedeemed] = useState(0);
  const exchange = useExchange((done, asked) => {
    setResult(done);
    if (asked.by === 'code') setCodesRedeemed((count) => count + 1);
  });
  const send = (body: Exchange) => {
    setAsked(body.by);
    setResult(null);
    exchange.mutate(body);
  };
  const refusal = (by: 'code' | 'coin') => (asked === by && exchange.isError ? stepError(exchange.error) : '');
  if (list.data === undefined) return <NotLoaded query={list} failedTitle={t('wallet.loadFailed')} />;
  const coin = list.data.couponCoin;
  const packs = list.data.packs.filter((pack): pack is CouponPack & { coinCost: number } => pack.coinCost !== null);
  const confirm = (pack: CouponPack & { coinCost: number }) =>
    void showDialog(t('perks.exchange.confirm', { cost: t('perks.exchange.cost', { count: pack.coinCost }), name: pack.name }), [
      { key: 'cancel', text: t('perks.exchange.cancel'), onPress: () => undefined },
      { key: 'exchange', text: t('perks.exchange.exchange'), onPress: () => send({ by: 'coin', packId: pack.id }) },
    ]);

  return (
    <div className="wallet-page">
      {result ? <Added result={result} /> : null}
      <CodeForm key={codesRedeemed} sending={exchange.isPending} refusal={refusal('code')} onSubmit={(code) => send({ by: 'code', code })} onEdit={() => asked === 'code' && exchange.reset()} />
      <section className="wallet-card">
        <h2 className="wallet-card__title">{t('perks.exchange.coinTitle')}</h2>
        <p className="coupon-coin">{t('perks.exchange.coinHave', { count: coin })}</p>
        {refusal('coin') ? (
          <p className="pack__reason" role="alert">
            {refusal('coin')}
          </p>
        ) : null}
      </section>
      {packs.length === 0 ? (
        <EmptyState title={t('perks.exchange.noPacks')} />
      ) : (
        <ul className="offers">
          {packs.map((pack) => (
            <li key={pack.id}>
              <CoinPack pack={pack} coin={coin} sending={exchange.isPending} onExchange={() => confirm(pack)} />
            </li>
          ))}
        </ul>
      )}
      <nav className="wallet-links" aria-label={t('perks.exchange.myCoupons')}>
        <button type="button" className="wallet-links__item" onClick={() => void openLink(RECORDS)}>
          {t('perks.exchange.myCoupons')}
        </button>
        <button type="button" className="wallet-links__item" onClick={() => void openLink(pageUrl(RECORDS, { tab: 'coins' }))}>
          {t('perks.exchange.coinLog')}
        </button>
      </nav>
    </div>
  );
}
