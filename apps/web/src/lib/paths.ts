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
export const ABOUT_PROMISE_PATH = '/pages/about/promise';
export const ABOUT_US_PATH = '/pages/about/textTemplate';
export const QUESTION_LIST_PATH = '/pages/customer/question/index';
export const LOAD_DOMAIN_PATH = '/pages/index/loadDomain';
export const QUESTION_DETAIL_PATH = '/pages/customer/question/detail';
export const CUSTOMER_CODE_PATH = '/pages/customer/code';
