/** Customer service and the promoter's texts: what pages and other features may use. */
import type { TextPack } from '../../i18n';
import { customerPack } from './textPack';
export { AboutText } from './components/AboutText';
export { CustomerService } from './components/CustomerService';
export { QrCodeView } from './components/QrCodeView';
export { QuestionDetail } from './components/QuestionDetail';
export { QuestionList } from './components/QuestionList';
export { ServiceChannels } from './components/ServiceChannels';
export { hotQuestionsQuery } from './hotQuestions';

/** The text packs this feature's screens need, its own and those of the features they show. */
export const customerTexts: readonly TextPack[] = [customerPack];
