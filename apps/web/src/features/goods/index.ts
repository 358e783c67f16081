/** SIM products and numbers on sale: their lists, detail pages and the way to order them. */
import type { TextPack } from '../../i18n';
import { numbersTexts } from '../numbers';
import { orderTexts } from '../order';
export { GoodsCard, GoodsListSkeleton } from './components/GoodsCard';
export { GoodsDetailView } from './detail/GoodsDetailView';
export { GoodsList } from './list/GoodsList';
export { NumberPlansView, NumberView } from './number/NumberView';

/** The text packs this feature's screens need, its own and those of the features they show. */
export const goodsTexts: readonly TextPack[] = [...numbersTexts, ...orderTexts];
