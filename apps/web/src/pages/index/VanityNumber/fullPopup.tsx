import { numbersTexts, RegionScreen } from '../../../features/numbers';

export const texts = numbersTexts;

/** The province and city picker. */
export default RegionScreen;
