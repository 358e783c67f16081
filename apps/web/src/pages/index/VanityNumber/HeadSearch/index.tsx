import { HeadSearchScreen, numbersTexts } from '../../../../features/numbers';

export const texts = numbersTexts;

/** The full search screen: by position in 11 boxes, or digits the number contains, starts or ends with. */
export default HeadSearchScreen;
