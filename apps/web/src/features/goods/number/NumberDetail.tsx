import type { ReactNode } from 'react';
import { pageUrl, type NumberItem, type PageUrl } from '@shop/contract';
import { BottomBar } from '../../../shared/ui/BottomBar';
import { useOrderSheet } from '../../order';
import { OperatorBadge, operatorNameKey } from '../../../shared/ui/OperatorBadge';
import { NumberDigits, PatternTags } from '../../numbers';
import { useT } from '../../../i18n';
import { formatFen } from '../../../shared/format';
import { openLink } from '../../../shared/navigation/openLink';
import { NumberOrder } from './NumberOrder';
import { ShareNumber } from './share/ShareNumber';

const locationOf = (item: NumberItem): string => [item.provinceName, item.cityName].filter(Boolean).join(' ');

/** The number large, its patterns in colour, with its operator and place (and an action in its corner). */
export function NumberHero({ item, action }: { item: NumberItem; action?: ReactNode }) {
  return (
    <section className={action ? 'number-hero number-hero--shareable' : 'number-hero'}>
      {action}
      <NumberDigits number={item.number} patterns={item.patterns} size="large" />
      <p className="number-hero__meta">
        <OperatorBadge operator={item.operator} />
        <span>{locationOf(item)}</span>
      </p>
    </section>
  );
}

function LinkRow({ label, href }: { label: string; href: PageUrl }) {
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
      <NumberHero item={item} action={<ShareNumber item={item} place={`${t(operatorNameKey(item.operator))} · ${locationOf(item)}`} />} />
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
        <LinkRow label={t('goods.number.plans')} href={pageUrl('/pages/goods/pretty/package', about)} />
        <LinkRow label={t('goods.number.reviews')} href={pageUrl('/pages/goods/pretty/comment', about)} />
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
