import { pageUrl, type NumberItem } from '@shop/contract';
import { BottomBar } from '../../../../components/BottomBar';
import { useOrderSheet } from '../../../../components/orderForm/useOrderSheet';
import { NumberDigits } from '../../../../components/NumberDigits';
import { OperatorBadge } from '../../../../components/OperatorBadge';
import { PatternTags } from '../../../../components/PatternTags';
import { useT } from '../../../../i18n';
import { formatFen } from '../../../../lib/format';
import { openLink } from '../../../../lib/navigation/openLink';
import { NUMBER_PLANS_PATH, NUMBER_REVIEWS_PATH } from '../../../../lib/paths';
import { NumberOrder } from './NumberOrder';

const locationOf = (item: NumberItem): string => [item.provinceName, item.cityName].filter(Boolean).join(' ');

/** The number large, its patterns in colour, with its operator and place. */
export function NumberHero({ item }: { item: NumberItem }) {
  return (
    <section className="number-hero">
      <NumberDigits number={item.number} patterns={item.patterns} size="large" />
      <p className="number-hero__meta">
        <OperatorBadge operator={item.operator} />
        <span>{locationOf(item)}</span>
      </p>
    </section>
  );
}

function LinkRow({ label, href }: { label: string; href: string }) {
  return (
    <button type="button" className="number-link" onClick={() => void openLink(href)}>
      <span>{label}</span>
      <span className="number-link__chevron" aria-hidden="true" />
    </button>
  );
}

/** A number on sale: what it is, what it costs, and the button that opens its order form. */
export function NumberDetail({ item }: { item: NumberItem }) {
  const t = useT();
  const sheet = useOrderSheet();
  const about = { id: item.id, number: item.number };
  const plan = t('goods.number.planValue', { name: item.planName, price: formatFen(item.planFen) });
  return (
    <div className="number-page">
      <NumberHero item={item} />
      <section className="number-panel">
        <dl className="number-facts">
          <dt>{t('goods.number.price')}</dt>
          <dd className="number-facts__price">{formatFen(item.priceFen)}</dd>
          <dt>{t('goods.number.minPlan')}</dt>
          <dd>{plan}</dd>
          <dt>{t('goods.number.location')}</dt>
          <dd>{locationOf(item)}</dd>
        </dl>
        {item.patterns.length > 0 ? (
          <div className="number-patterns">
            <span className="number-patterns__label">{t('goods.number.patterns')}</span>
            <PatternTags patterns={item.patterns} />
          </div>
        ) : null}
      </section>
      <section className="number-panel number-panel--links">
        <LinkRow label={t('goods.number.plans')} href={pageUrl(NUMBER_PLANS_PATH, about)} />
        <LinkRow label={t('goods.number.reviews')} href={pageUrl(NUMBER_REVIEWS_PATH, about)} />
      </section>
      <BottomBar
        amount={formatFen(item.priceFen)}
        note={plan}
        action={{ label: t('goods.number.reserve'), onPress: sheet.show }}
      />
      {sheet.mounted ? <NumberOrder item={item} location={locationOf(item)} sheet={sheet} /> : null}
    </div>
  );
}
