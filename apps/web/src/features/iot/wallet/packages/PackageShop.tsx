import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { packageKindLabel, pageUrl, type PackageKind, type PackageOffer, type PagePath } from '@shop/contract';
import { useT } from '../../../../i18n';
import { navigateTo } from '../../../../shared/navigation';
import { openLink } from '../../../../shared/navigation/openLink';
import { EmptyState } from '../../../../shared/ui/PageStates';
import { NotLoaded } from '../../components/NotLoaded';
import { cardQuery, useCardNumber } from '../../session';
import { labelOf } from '../walletQueries';
import { OfferPrices } from './OfferPrices';
import { offerData, offerValidity } from './offerText';
import '../wallet.css';

function OfferCard({ offer }: { offer: PackageOffer }) {
  const open = () => void navigateTo({ url: pageUrl('/pages/iot/index/package/details/index', { id: String(offer.id) }) });
  return (
    <button type="button" className="offer" onClick={open}>
      <span className="offer__main">
        <span className="offer__name">{offer.name}</span>
        <span className="offer__meta">
          {offerData(offer)} · {offerValidity(offer)}
        </span>
      </span>
      <OfferPrices offer={offer} className="offer__prices" />
    </button>
  );
}

const LINKS = [
  ['wallet.packages.mine', '/pages-sub/iot/index/packageInfo/index'],
  ['wallet.packages.renewal', '/pages/iot/index/setRenew/index'],
] as const satisfies ReadonlyArray<readonly [string, PagePath]>;

/** The packages on sale to the card, a tab per kind (base plans, add-ons, volume packs). */
export function PackageShop() {
  const t = useT();
  const groups = useQuery(cardQuery('packageChoose', useCardNumber()));
  const [picked, setPicked] = useState<PackageKind>();
  if (groups.data === undefined) return <NotLoaded query={groups} failedTitle={t('wallet.loadFailed')} />;
  const shown = groups.data.filter((group) => group.packages.length > 0);
  if (shown.length === 0) return <EmptyState title={t('wallet.packages.empty')} />;
  const kind = shown.some((group) => group.kind === picked) ? picked : shown[0]?.kind;
  const group = shown.find((candidate) => candidate.kind === kind);
  return (
    <div className="wallet-page">
      <nav className="wallet-tabs" role="tablist" aria-label={t('wallet.packages.kinds')}>
        {shown.map((candidate) => (
          <button key={candidate.kind} type="button" role="tab" aria-selected={candidate.kind === kind} className="wallet-tabs__tab" onClick={() => setPicked(candidate.kind)}>
            {labelOf(packageKindLabel, candidate.kind)}
          </button>
        ))}
      </nav>
      <div role="tabpanel" aria-label={kind ? labelOf(packageKindLabel, kind) : undefined}>
        <ul className="offers">
          {group?.packages.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} />
            </li>
          ))}
        </ul>
      </div>
      <nav className="wallet-links" aria-label={t('wallet.packages.mine')}>
        {LINKS.map(([label, path]) => (
          <button key={path} type="button" className="wallet-links__item" onClick={() => void openLink(path)}>
            {t(label)}
          </button>
        ))}
      </nav>
    </div>
  );
}
