/** The SIM home, its layout's pages, the user centre and the promoter's texts for the card. */
import type { TextPack } from '../../../i18n';
import { iotPack } from '../textPack';
import { customerTexts } from '../../customer';
import { usageAlertsTexts } from '../usageAlerts';
export { CardCustomerService } from './components/CardCustomerService';
export { ProtocolText } from './components/ProtocolText';
export { SimHome } from './components/SimHome';
export { SimMoreMenu } from './components/SimMoreMenu';
export { UserElementPage, UserHome } from './user/UserHome';
export { UserMoreMenu } from './user/UserMoreMenu';

/** The text packs this feature's screens need, its own and those of the features they show. */
export const simTexts: readonly TextPack[] = [iotPack, ...customerTexts, ...usageAlertsTexts];
