import { inLocales, type Locale } from '../constants';

// Points (spec 3 `integral`): what earns them (sign-in and tasks), what they buy (the points
// shop) and how both are kept. Named once here, with labels in every locale.

type Labels<K extends string> = Record<K, Record<Locale, string>>;

/** Why a card's points changed: each line of its points ledger says one of these. */
export const POINTS_REASONS = ['opening', 'signIn', 'streak', 'task', 'purchase', 'refund'] as const;
export type PointsReason = (typeof POINTS_REASONS)[number];
export const pointsReasonLabel: Labels<PointsReason> = {
  opening: inLocales('期初积分', '期初積分', 'Opening points', "Points d'ouverture", 'Puntos iniciales'),
  signIn: inLocales('每日签到', '每日簽到', 'Daily sign-in', 'Pointage quotidien', 'Registro diario'),
  streak: inLocales('连续签到奖励', '連續簽到獎勵', 'Sign-in streak bonus', 'Bonus de série', 'Bono por racha'),
  task: inLocales('完成任务', '完成任務', 'Task completed', 'Tâche accomplie', 'Tarea completada'),
  purchase: inLocales('积分兑换', '積分兌換', 'Points shop purchase', 'Achat en boutique de points', 'Compra en la tienda de puntos'),
  refund: inLocales('订单取消退回', '訂單取消退回', 'Returned from a cancelled order', "Rendus d'une commande annulée", 'Devueltos de un pedido cancelado'),
};

/**
 * What a points shop item is: a physical good (shipped or picked up), or a virtual one
 * delivered to the card at once: a data package, a coupon pack or balance credit.
 */
export const SHOP_GOODS_KINDS = ['physical', 'dataPack', 'coupon', 'balance'] as const;
export type ShopGoodsKind = (typeof SHOP_GOODS_KINDS)[number];
export const shopGoodsKindLabel: Labels<ShopGoodsKind> = {
  physical: inLocales('实物商品', '實物商品', 'Physical item', 'Article physique', 'Artículo físico'),
  dataPack: inLocales('流量包', '流量包', 'Data package', 'Forfait de données', 'Paquete de datos'),
  coupon: inLocales('优惠券', '優惠券', 'Coupons', 'Coupons', 'Cupones'),
  balance: inLocales('话费余额', '話費餘額', 'Balance credit', 'Crédit de solde', 'Crédito de saldo'),
};

/** How a points shop order reaches the holder: shipped to an address, collected at a pick-up point, or credited to the card. */
export const SHOP_DELIVERIES = ['express', 'pickup', 'card'] as const;
export type ShopDelivery = (typeof SHOP_DELIVERIES)[number];
export const shopDeliveryLabel: Labels<ShopDelivery> = {
  express: inLocales('快递配送', '快遞配送', 'Delivery', 'Livraison', 'Envío'),
  pickup: inLocales('门店自提', '門店自取', 'Pick-up point', 'Point de retrait', 'Punto de recogida'),
  card: inLocales('直充到卡', '直充到卡', 'Credited to the card', 'Crédité sur la carte', 'Abonado a la tarjeta'),
};

/**
 * A points shop order: unpaid while its cash part waits for an online payment (until its
 * window closes it), then paid; a physical one is shipped, then completed once signed for; a
 * virtual one, or one to collect, is completed once paid. Only an unpaid one can be cancelled.
 */
export const SHOP_ORDER_STATUSES = ['unpaid', 'paid', 'shipped', 'completed', 'cancelled', 'closed'] as const;
export type ShopOrderStatus = (typeof SHOP_ORDER_STATUSES)[number];
export const shopOrderStatusLabel: Labels<ShopOrderStatus> = {
  unpaid: inLocales('待支付', '待支付', 'To pay', 'À payer', 'Por pagar'),
  paid: inLocales('待发货', '待發貨', 'To ship', 'À expédier', 'Por enviar'),
  shipped: inLocales('待收货', '待收貨', 'On its way', 'En route', 'En camino'),
  completed: inLocales('已完成', '已完成', 'Completed', 'Terminée', 'Completado'),
  cancelled: inLocales('已取消', '已取消', 'Cancelled', 'Annulée', 'Cancelado'),
  closed: inLocales('已关闭', '已關閉', 'Closed', 'Fermée', 'Cerrado'),
};

/** The order list's tabs and the statuses each shows. */
export const SHOP_ORDER_TABS = {
  all: SHOP_ORDER_STATUSES,
  unpaid: ['unpaid'],
  toReceive: ['paid', 'shipped'],
  completed: ['completed'],
  cancelled: ['cancelled', 'closed'],
} as const satisfies Record<string, readonly ShopOrderStatus[]>;
export type ShopOrderTab = keyof typeof SHOP_ORDER_TABS;
export const SHOP_ORDER_TAB_NAMES = Object.keys(SHOP_ORDER_TABS) as [ShopOrderTab, ...ShopOrderTab[]];

/** At most this many of one item in one order. */
export const SHOP_ORDER_MAX_QUANTITY = 99;
/** At most this many saved addresses per card. */
export const SIM_ADDRESS_MAX = 20;

/**
 * The promoter's tasks: the daily sign-in, and one-off tasks that complete when their event
 * happens on the server (a card's first top-up, first package, real-name, phone binding).
 */
export const TASK_KINDS = ['signIn', 'firstRecharge', 'buyPackage', 'realName', 'bindPhone'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];
/** The tasks that complete once, by the event that completes them. */
export type OneOffTaskKind = Exclude<TaskKind, 'signIn'>;

/** Sign-in days are China's calendar days; a streak is consecutive days and restarts after a missed one. */
export const SIGN_IN_TIME_ZONE = 'Asia/Shanghai';
/** A streak's bonus days repeat each cycle of this many days (days 3 and 7 of every week, by default). */
export const SIGN_IN_CYCLE_DAYS = 7;
