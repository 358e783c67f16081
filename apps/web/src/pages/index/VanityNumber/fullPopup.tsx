import { RegionScreen } from '../../../features/numbers';

/** The province and city picker. */
export default RegionScreen;
