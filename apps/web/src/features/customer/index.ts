/** Customer service and the promoter's texts: what pages and other features may use. */
export { AboutText } from './components/AboutText';
export { CustomerService } from './components/CustomerService';
export { QrCodeView } from './components/QrCodeView';
export { QuestionDetail } from './components/QuestionDetail';
export { QuestionList } from './components/QuestionList';
export { ServiceChannels } from './components/ServiceChannels';
export { hotQuestionsQuery } from './hotQuestions';
