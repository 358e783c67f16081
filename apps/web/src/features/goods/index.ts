/** SIM products and numbers on sale: their lists, detail pages and the way to order them. */
export { GoodsCard, GoodsListSkeleton } from './components/GoodsCard';
export { GoodsDetailView } from './detail/GoodsDetailView';
export { GoodsList } from './list/GoodsList';
export { NumberPlansView, NumberView } from './number/NumberView';
