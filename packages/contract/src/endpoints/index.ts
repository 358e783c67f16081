import type { Endpoint } from '../endpoint';
import * as dict from './dict';
import * as hk from './hk';

export { dict, hk };

/** Every endpoint of the product; the server registers exactly these. */
export const endpoints: readonly Endpoint[] = [hk.baseConfig, hk.genericConfig, hk.pointReport, dict.dictOptions];
