import { HeadSearchScreen } from '../../../../features/numbers';

/** The full search screen: by position in 11 boxes, or digits the number contains, starts or ends with. */
export default HeadSearchScreen;
