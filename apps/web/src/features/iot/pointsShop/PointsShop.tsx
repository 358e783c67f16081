import { useInfiniteQuery } from '@tanstack/react-query';
import type { PagePath } from '@shop/contract';
import { useT } from '../../../i18n';
import { openLink } from '../../../shared/navigation/openLink';
import { replaceQuery } from '../../../shared/navigation/pageQuery';
import { usePagedQuery } from '../../../shared/query';
import { Carousel } from '../../../shared/ui/Carousel';
import { PagedList } from '../../../shared/ui/PagedList';
import { EmptyState } from '../../../shared/ui/PageStates';
import { NotLoaded } from '../components/NotLoaded';
import { useCardNumber } from '../session';
import { GoodsCard } from './GoodsCard';
import { goodsPages, shopPages } from './shopQueries';
import './pointsShop.css';

const LINKS = {
  pointsLog: '/pages-sub/iot/index/integralLog/index',
  orders: '/pages-sub/iot/integralShop/order/index',
  earn: '/pages-sub/iot/task/index',
} as const satisfies Record<string, PagePath>;

/** The card's points, and the ways to see how they moved, what they bought and how to earn more. */
function PointsHead({ integral }: { integral: number }) {
  const t = useT();
  return (
    <section className="shop-head" aria-labelledby="shop-points">
      <h2 id="shop-points" className="shop-head__label">
        {t('pointsShop.myPoints')}
      </h2>
      <p className="shop-head__points">{integral}</p>
      <nav className="shop-head__links" aria-label={t('pointsShop.myPoints')}>
        <button type="button" className="shop-head__link" onClick={() => void openLink(LINKS.pointsLog)}>
          {t('pointsShop.pointsLog')}
        </button>
        <button type="button" className="shop-head__link" onClick={() => void openLink(LINKS.orders)}>
          {t('pointsShop.orders')}
        </button>
        <button type="button" className="shop-head__link" onClick={() => void openLink(LINKS.earn)}>
          {t('pointsShop.earn')}
        </button>
      </nav>
    </section>
  );
}

interface CategoryTabsProps {
  categories: readonly { id: number; name: string }[];
  value: number | undefined;
  onChange(categoryId: number | undefined): void;
}

function CategoryTabs({ categories, value, onChange }: CategoryTabsProps) {
  const t = useT();
  const tabs = [{ id: undefined, name: t('pointsShop.all') }, ...categories];
  return (
    <div className="wallet-tabs shop-tabs" role="tablist" aria-label={t('pointsShop.categories')}>
      {tabs.map((tab) => (
        <button key={tab.id ?? 'all'} type="button" role="tab" aria-selected={tab.id === value} className="wallet-tabs__tab" onClick={() => onChange(tab.id)}>
          {tab.name}
        </button>
      ))}
    </div>
  );
}

/**
 * The points shop of the card's promoter: the card's points, the banners, the categories and a
 * two-column grid of goods that pages on as the holder scrolls and reloads on pull-down. The
 * category is the page's `?categoryId=`, so coming back from an item finds the same tab.
 */
export function PointsShop({ categoryId }: { categoryId?: number }) {
  const t = useT();
  const simNo = useCardNumber();
  const setCategoryId = (id: number | undefined) => void replaceQuery({ categoryId: id });
  // The head (points, banners, categories) is the whole shop's; the grid is the tab's.
  const shop = useInfiniteQuery(shopPages(simNo));
  const goods = usePagedQuery(useInfiniteQuery({ ...shopPages(simNo, categoryId), select: goodsPages }));
  const head = shop.data?.pages[0];
  if (!head) return <NotLoaded query={shop} failedTitle={t('pointsShop.loadFailed')} />;
  return (
    <div className="wallet-page shop-page">
      <PointsHead integral={head.integral} />
      {head.banners.length > 0 ? (
        <div className="shop-banners" role="region" aria-label={t('pointsShop.banners')}>
          <Carousel slides={head.banners} />
        </div>
      ) : null}
      {head.categories.length > 0 ? <CategoryTabs categories={head.categories} value={categoryId} onChange={setCategoryId} /> : null}
      <PagedList
        className="shop-grid"
        paged={goods}
        itemKey={(item) => item.id}
        renderItem={(item) => <GoodsCard goods={item} />}
        empty={<EmptyState title={t('pointsShop.empty')} next={{ label: t('pointsShop.earn'), onPress: () => void openLink(LINKS.earn) }} />}
      />
    </div>
  );
}
