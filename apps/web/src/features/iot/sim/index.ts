/** The SIM home, its layout's pages, the user centre and the promoter's texts for the card. */
export { CardCustomerService } from './components/CardCustomerService';
export { ProtocolText } from './components/ProtocolText';
export { SimHome } from './components/SimHome';
export { SimMoreMenu } from './components/SimMoreMenu';
export { UserElementPage, UserHome } from './user/UserHome';
export { UserMoreMenu } from './user/UserMoreMenu';
