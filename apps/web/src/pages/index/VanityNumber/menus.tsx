import { PatternScreen } from '../../../features/numbers';

/** The pattern categories by group; a tap searches that pattern at once. */
export default PatternScreen;
