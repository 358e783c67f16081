/** The featured single pages (by page code): a promoter's campaign with its goods and number search. */
import type { TextPack } from '../../i18n';
import { goodsTexts } from '../goods';
export { SinglePage } from './SinglePage';

/** The text packs this feature's screens need, its own and those of the features they show. */
export const featuredTexts: readonly TextPack[] = goodsTexts;
