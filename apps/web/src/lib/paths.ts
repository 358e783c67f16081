/**
 * Pages of the goods, number and order flow that the contract's route table lists without a
 * named constant; a test checks each against that table.
 */
export const GOODS_LIST_PATH = '/pages/goods/index';
export const GOODS_DETAIL_PATH = '/pages/goods/general/index';
export const NUMBER_REVIEWS_PATH = '/pages/goods/pretty/comment';
export const NUMBER_PLANS_PATH = '/pages/goods/pretty/package';
export const ORDER_PAY_PATH = '/pages/order/pay/index';
export const ORDER_LOGISTICS_PATH = '/pages/order/logistics/index';
export const SHOP_USER_PATH = '/pages/user/index';
export const ABOUT_PAYMENT_PATH = '/pages/about/payment';
