import { DEFAULT_INDEX_PATH, type PagePath } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { GoodsCard } from '../goods';
import { EmptyState, FailedState } from '../../shared/ui/PageStates';
import { useT } from '../../i18n';
import { useQuery as usePageQuery } from '../../shared/navigation';
import { openLink } from '../../shared/navigation/openLink';
import { useCustomPageTitle } from '../../shared/pageTitle';
import { useSessionStore } from '../../stores/session';
import { singlePageQuery, type SinglePageData } from './singlePageQuery';
import { NumberPreset } from './NumberPreset';
import { readableTheme } from './themeColour';
import './single.css';

const GOODS_LIST: PagePath = '/pages/goods/index';
const SHOP_GREEN = 'var(--brand)';

/** The page's theme colour for its styles, readable on white; anything but a hex colour keeps the shop's green. */
const themeOf = (colour: string): CSSProperties & { '--theme': string } => ({ '--theme': readableTheme(colour) ?? SHOP_GREEN });

function SingleGoods({ goods }: { goods: SinglePageData['goods'] }) {
  const t = useT();
  return (
    <section className="single__goods">
      <h3 className="single__heading">{t('goods.single.goods')}</h3>
      {goods.length > 0 ? (
        goods.map((item) => <GoodsCard key={item.id} goods={item} />)
      ) : (
        <EmptyState title={t('goods.single.goodsEmpty')} next={{ label: t('goods.browsePlans'), onPress: () => void openLink(GOODS_LIST) }} />
      )}
    </section>
  );
}

function SingleContent({ page, compact }: { page: SinglePageData; compact: boolean }) {
  return (
    <article className={compact ? 'single single--compact' : 'single'} style={themeOf(page.themeColor)}>
      {/* The cover is the first screen, so it loads at once. */}
      {!compact && page.cover ? <img className="single__cover" src={page.cover} alt="" width={750} height={300} /> : null}
      <header className="single__head">
        <h2 className="single__title">{page.title}</h2>
        {page.intro.map((paragraph, index) => (
          <p key={index} className="single__intro">
            {paragraph}
          </p>
        ))}
      </header>
      {page.numberSearch ? <NumberPreset search={page.numberSearch} /> : null}
      <SingleGoods goods={page.goods} />
    </article>
  );
}

function SingleSkeleton({ compact }: { compact: boolean }) {
  return (
    <div className={compact ? 'single single--compact' : 'single'} aria-busy="true">
      {compact ? null : <div className="skeleton single__cover-placeholder" />}
      <div className="single__head">
        <div className="skeleton" style={{ height: '1.4rem', width: '60%' }} />
        <div className="skeleton" style={{ height: '0.8rem', width: '90%', marginTop: '0.75rem' }} />
        <div className="skeleton" style={{ height: '0.8rem', width: '80%', marginTop: '0.5rem' }} />
      </div>
    </div>
  );
}

/**
 * A featured page by `pageCode` (the page query's, else the session's): cover, title, intro,
 * its number search and its goods. The compact layout leaves the cover out.
 */
export function SinglePage({ compact }: { compact: boolean }) {
  const t = useT();
  const queryCode = usePageQuery().pageCode;
  const sessionCode = useSessionStore((state) => state.pageCode);
  const pageCode = queryCode || sessionCode;
  const page = useQuery(singlePageQuery(pageCode));
  useCustomPageTitle(page.data?.title);

  if (page.isPending) return <SingleSkeleton compact={compact} />;
  if (page.isError) return <FailedState title={t('goods.loadFailed')} error={page.error.message} onRetry={() => void page.refetch()} />;
  if (!page.data) {
    // The default index, not the home tab: with this code in the session the home tab is this page.
    return (
      <EmptyState
        title={t('goods.single.notFound')}
        hint={t('goods.single.notFoundHint')}
        next={{ label: t('goods.single.home'), onPress: () => void openLink(DEFAULT_INDEX_PATH) }}
      />
    );
  }
  return <SingleContent page={page.data} compact={compact} />;
}
