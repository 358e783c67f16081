import { numbersTexts, PatternScreen } from '../../../features/numbers';

export const texts = numbersTexts;

/** The pattern categories by group; a tap searches that pattern at once. */
export default PatternScreen;
