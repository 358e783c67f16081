import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataOf, EndpointOf } from '@shop/contract';
import { useT } from '../../../../i18n';
import { formatDate, formatFen } from '../../../../shared/format';
import { openLink } from '../../../../shared/navigation/openLink';
import { showToast } from '../../../../shared/popups';
import { call } from '../../../../shared/request';
import { NotLoaded } from '../../components/NotLoaded';
import { afterCardChange, cardQuery, useCardNumber } from '../../session';
import { offerData, offerValidity } from '../packages/offerText';
import '../wallet.css';

type Options = DataOf<EndpointOf<'renewPackageOption'>>;

/** Whether the balance covers the chosen renewal, and when it is due. */
function Due({ options, priceFen }: { options: Options; priceFen: number }) {
  const t = useT();
  const date = options.renewAt ? formatDate(options.renewAt) : null;
  const covered = options.balanceFen >= priceFen;
  return (
    <section className={covered ? 'wallet-note' : 'wallet-note wallet-note--bad'} role="status">
      {date ? <p className="wallet-note__title">{t('wallet.renewal.nextAt', { date })}</p> : null}
      <p className="wallet-note__text">
        {covered
          ? t('wallet.renewal.covered', { balance: formatFen(options.balanceFen) })
          : t('wallet.renewal.short', { balance: formatFen(options.balanceFen), price: formatFen(priceFen), date: date ?? '' })}
      </p>
      {covered ? null : (
        <button type="button" className="wallet-inline-link" onClick={() => void openLink('/pages/iot/index/balance/index')}>
          {t('wallet.details.topUp')}
        </button>
      )}
    </section>
  );
}

function RenewalForm({ options }: { options: Options }) {
  const t = useT();
  const client = useQueryClient();
  const [chosen, setChosen] = useState<number | null>(options.packageId);
  const save = useMutation({
    mutationFn: (packageId: number | null) => call('simUpdateRenewPackage', { body: { packageId } }),
    onSuccess: async (saved) => {
      void showToast(saved.packageId === null ? t('wallet.renewal.turnedOff') : t('wallet.renewal.saved'));
      await afterCardChange(client, 'simUpdateRenewPackage');
    },
  });
  const picked = options.options.find((offer) => offer.id === chosen);
  const choice = (id: number | null, title: string, note?: string) => (
    <button key={id ?? 'off'} type="button" role="radio" aria-checked={chosen === id} className="choice" onClick={() => setChosen(id)}>
      <span className="choice__text">
        <span className="choice__title">{title}</span>
        {note ? <span className="choice__note">{note}</span> : null}
      </span>
      <span className="choice__check" aria-hidden="true" />
    </button>
  );
  return (
    <div className="wallet-page">
      <p className="wallet-intro">{t('wallet.renewal.intro')}</p>
      {picked && options.packageId === picked.id ? <Due options={options} priceFen={picked.priceFen} /> : null}
      <section className="wallet-card">
        <h2 className="wallet-card__title">{t('wallet.renewal.choose')}</h2>
        <div role="radiogroup" aria-label={t('wallet.renewal.choose')}>
          {options.options.map((offer) => choice(offer.id, `${offer.name} · ${formatFen(offer.priceFen)}`, `${offerData(offer)} · ${offerValidity(offer)}`))}
          {choice(null, t('wallet.renewal.off'))}
        </div>
        {options.options.length === 0 ? <p className="choice__note">{t('wallet.renewal.empty')}</p> : null}
      </section>
      <div className="dock dock--bar">
        <button type="button" className="button button--primary wallet-submit" disabled={chosen === options.packageId || save.isPending} onClick={() => save.mutate(chosen)}>
          {t('wallet.renewal.save')}
        </button>
      </div>
    </div>
  );
}

/** Auto-renewal: the package renewed from the balance each cycle, or none; when it is due and whether the balance covers it. */
export function RenewalView() {
  const t = useT();
  const options = useQuery(cardQuery('renewPackageOption', useCardNumber()));
  if (options.data === undefined) return <NotLoaded query={options} failedTitle={t('wallet.loadFailed')} />;
  return <RenewalForm options={options.data} />;
}
