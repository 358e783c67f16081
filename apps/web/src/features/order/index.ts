/** Orders: the order sheet (placing an order), the buyer's orders, their payment and delivery. */
export { OrderDetailView } from './detail/OrderDetailView';
export { OrderSheet } from './form/OrderSheet';
export { useOrderSheet, type OrderSheetState } from './form/useOrderSheet';
export { OrderList } from './list/OrderList';
export { isStatusFilter } from './list/StatusTabs';
export { LogisticsView } from './logistics/LogisticsView';
export { PayView } from './pay/PayView';
