import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { couponPacks, packageOffers, pickupPoints, pointsShopBanners, pointsShopCategories, pointsShopGoods, type ShopGoodsTexts } from '../db/schema';
import type { Translations } from '../lib/translations';

const YUAN = 100;

const svg = (width: number, height: number, body: string): string =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`)}`;

/** A banner drawn inline (a gradient with a title), so the demo needs no image files. */
const banner = (title: string, subtitle: string, from: string, to: string): string =>
  svg(
    750,
    300,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="750" height="300" rx="24" fill="url(#g)"/><text x="48" y="140" font-size="56" font-weight="bold" fill="#fff" font-family="sans-serif">${title}</text><text x="48" y="210" font-size="30" fill="#fff" opacity="0.9" font-family="sans-serif">${subtitle}</text>`,
  );

/** An item's picture drawn inline: a tinted square with a glyph and a caption. */
const picture = (glyph: string, caption: string, color: string): string =>
  svg(
    400,
    400,
    `<rect width="400" height="400" fill="${color}" opacity="0.15"/><circle cx="200" cy="170" r="96" fill="${color}"/><text x="200" y="200" font-size="88" text-anchor="middle" fill="#fff" font-family="sans-serif">${glyph}</text><text x="200" y="340" font-size="36" text-anchor="middle" fill="#333" font-family="sans-serif">${caption}</text>`,
  );

const texts = (zhHant: ShopGoodsTexts, en: ShopGoodsTexts, fr: ShopGoodsTexts, es: ShopGoodsTexts): Translations<ShopGoodsTexts> => ({ 'zh-Hant': zhHant, en, fr, es });

type Category = 'digital' | 'daily' | 'card';

const categories: Record<Category, { name: string; translations: Translations<{ name: string }> }> = {
  digital: { name: '数码好物', translations: { 'zh-Hant': { name: '數碼好物' }, en: { name: 'Gadgets' }, fr: { name: 'High-tech' }, es: { name: 'Tecnología' } } },
  daily: { name: '生活日用', translations: { 'zh-Hant': { name: '生活日用' }, en: { name: 'Everyday' }, fr: { name: 'Quotidien' }, es: { name: 'Día a día' } } },
  card: { name: '话费流量', translations: { 'zh-Hant': { name: '話費流量' }, en: { name: 'Data and credit' }, fr: { name: 'Données et crédit' }, es: { name: 'Datos y saldo' } } },
};

type DemoGoods = Omit<typeof pointsShopGoods.$inferInsert, 'promoCode' | 'categoryId' | 'sort' | 'packageOfferId' | 'couponPackId'> & {
  category: Category;
  /** The demo package (operator 1) or coupon pack it credits, by Chinese name. */
  packageName?: string;
  packName?: string;
};

/** Every kind of item: physical for points alone or points and cash (one to collect), sold out, limited, and each virtual kind. */
const demoGoods: DemoGoods[] = [
  {
    category: 'card',
    kind: 'dataPack',
    name: '加油包 5GB 兑换',
    description: '兑换后立即生效：5GB 流量，7 天内有效',
    cover: picture('5G', '5GB 流量', '#1677ff'),
    points: 100,
    stock: 500,
    limitPerCard: 5,
    packageName: '加油包 5GB',
    translations: texts(
      { name: '加油包 5GB 兌換', description: '兌換後立即生效：5GB 流量，7 天內有效' },
      { name: '5 GB add-on for points', description: 'Starts at once: 5 GB of data for 7 days' },
      { name: 'Recharge 5 Go en points', description: 'Active tout de suite : 5 Go de données pendant 7 jours' },
      { name: 'Adicional 5 GB por puntos', description: 'Se activa al momento: 5 GB de datos durante 7 días' },
    ),
  },
  {
    category: 'card',
    kind: 'coupon',
    name: '¥3 无门槛券',
    description: '兑换后放入卡包，订购任意套餐减 ¥3，15 天内有效',
    cover: picture('券', '¥3 优惠券', '#fa541c'),
    points: 30,
    stock: 1000,
    packName: '¥3 无门槛券',
    translations: texts(
      { name: '¥3 無門檻券', description: '兌換後放入卡包，訂購任意套餐減 ¥3，15 天內有效' },
      { name: '¥3 coupon, no minimum', description: 'Goes to your coupons: ¥3 off any package, valid for 15 days' },
      { name: 'Bon de ¥3 sans minimum', description: 'Ajouté à vos coupons : ¥3 de remise sur tout forfait, valable 15 jours' },
      { name: 'Cupón de ¥3 sin mínimo', description: 'Va a tus cupones: ¥3 de descuento en cualquier paquete, válido 15 días' },
    ),
  },
  {
    category: 'card',
    kind: 'balance',
    name: '¥5 话费',
    description: '兑换后 ¥5 立即充入本卡余额',
    cover: picture('¥5', '话费余额', '#52c41a'),
    points: 50,
    stock: 300,
    creditFen: 5 * YUAN,
    translations: texts(
      { name: '¥5 話費', description: '兌換後 ¥5 立即儲入本卡餘額' },
      { name: '¥5 balance credit', description: '¥5 goes to the card’s balance at once' },
      { name: 'Crédit de ¥5', description: '¥5 crédités tout de suite sur le solde de la carte' },
      { name: 'Saldo de ¥5', description: '¥5 se abonan al saldo de la tarjeta al momento' },
    ),
  },
  {
    category: 'daily',
    kind: 'physical',
    name: '定制帆布袋',
    description: '加厚帆布，容量大，快递包邮到家',
    cover: picture('袋', '帆布袋', '#13c2c2'),
    images: [picture('袋', '帆布袋', '#13c2c2'), picture('袋', '加厚帆布', '#08979c')],
    points: 100,
    marketFen: 39 * YUAN,
    stock: 120,
    translations: texts(
      { name: '定製帆布袋', description: '加厚帆布，容量大，快遞包郵到家' },
      { name: 'Canvas tote bag', description: 'Thick canvas, roomy, delivered free to your door' },
      { name: 'Sac en toile', description: 'Toile épaisse, spacieux, livré gratuitement chez vous' },
      { name: 'Bolsa de lona', description: 'Lona gruesa, amplia, envío gratis a casa' },
    ),
  },
  {
    category: 'digital',
    kind: 'physical',
    name: '蓝牙耳机',
    description: '积分加现金兑换，支持快递或到店自提',
    cover: picture('耳', '蓝牙耳机', '#722ed1'),
    images: [picture('耳', '蓝牙耳机', '#722ed1'), picture('耳', '长续航', '#531dab')],
    points: 100,
    cashFen: 2990,
    marketFen: 129 * YUAN,
    stock: 50,
    pickup: true,
    translations: texts(
      { name: '藍牙耳機', description: '積分加現金兌換，支援快遞或到店自取' },
      { name: 'Bluetooth earbuds', description: 'Points plus cash; delivered, or collected at a pick-up point' },
      { name: 'Écouteurs Bluetooth', description: 'Points et espèces ; livrés ou à retirer en point de retrait' },
      { name: 'Auriculares Bluetooth', description: 'Puntos más efectivo; envío o recogida en tienda' },
    ),
  },
  {
    category: 'digital',
    kind: 'physical',
    name: '10000mAh 充电宝',
    description: '积分加现金兑换，快递包邮',
    cover: picture('电', '充电宝', '#faad14'),
    points: 80,
    cashFen: 1990,
    marketFen: 79 * YUAN,
    stock: 80,
    translations: texts(
      { name: '10000mAh 充電寶', description: '積分加現金兌換，快遞包郵' },
      { name: '10,000 mAh power bank', description: 'Points plus cash, delivered free' },
      { name: 'Batterie externe 10 000 mAh', description: 'Points et espèces, livraison gratuite' },
      { name: 'Batería externa de 10 000 mAh', description: 'Puntos más efectivo, envío gratis' },
    ),
  },
  {
    category: 'digital',
    kind: 'physical',
    name: '智能手环',
    description: '心率、睡眠监测，本期已兑完',
    cover: picture('环', '智能手环', '#eb2f96'),
    points: 500,
    marketFen: 199 * YUAN,
    stock: 0,
    translations: texts(
      { name: '智能手環', description: '心率、睡眠監測，本期已兌完' },
      { name: 'Fitness band', description: 'Heart rate and sleep tracking; all gone this round' },
      { name: 'Bracelet connecté', description: 'Fréquence cardiaque et sommeil ; épuisé pour cette fois' },
      { name: 'Pulsera inteligente', description: 'Ritmo cardiaco y sueño; agotada esta vez' },
    ),
  },
  {
    category: 'daily',
    kind: 'physical',
    name: '新人专享 数据线',
    description: 'Type-C 快充数据线，每张卡限兑 1 根',
    cover: picture('线', '数据线', '#2f54eb'),
    points: 20,
    marketFen: 19 * YUAN,
    stock: 200,
    limitPerCard: 1,
    translations: texts(
      { name: '新人專享 數據線', description: 'Type-C 快充數據線，每張卡限兌 1 根' },
      { name: 'Welcome gift: USB cable', description: 'USB-C fast-charging cable, one per card' },
      { name: 'Cadeau de bienvenue : câble USB', description: 'Câble USB-C de charge rapide, un par carte' },
      { name: 'Regalo de bienvenida: cable USB', description: 'Cable USB-C de carga rápida, uno por tarjeta' },
    ),
  },
];

const demoBanners = [
  { image: banner('积分好礼 0 元兑', '流量、话费、好物，积分就能换', '#ff7a45', '#f5222d'), link: '' },
  { image: banner('签到赚积分', '每日签到，连签 3 天、7 天有奖励', '#36cfc9', '#1677ff'), link: '' },
  { image: banner('到店自提更快', '深圳、北京门店可自提', '#9254de', '#2f54eb'), link: '' },
];

/** Two pick-up points in real places (GB/T 2260 codes). */
const demoPickupPoints = [
  {
    name: '深圳南山服务厅',
    provinceCode: '440000',
    cityCode: '440300',
    countyCode: '440305',
    detail: '科技园科苑路 15 号 1 楼',
    mobile: '075586001234',
    hours: '09:00-21:00',
  },
  {
    name: '北京朝阳服务厅',
    provinceCode: '110000',
    cityCode: '110100',
    countyCode: '110105',
    detail: '建国路 88 号 SOHO 现代城 B 座 1 层',
    mobile: '01065001234',
    hours: '10:00-20:00',
  },
];

const idOf = async (rows: Promise<{ id: number }[]>, what: string): Promise<number> => {
  const [row] = await rows;
  if (!row) throw new Error(`the demo points shop links ${what}, which is not seeded`);
  return row.id;
};

/** What each demo promoter's shop shows: the demo promoter all of it, the second promoter a small shelf of its own. */
const demoShops = [
  { promoCode: 'demo', banners: demoBanners, goods: demoGoods, pickupPoints: demoPickupPoints },
  {
    promoCode: 'sunrise',
    banners: [{ image: banner('日出积分兑好礼', '话费、好物，积分就能换', '#ffc53d', '#fa8c16'), link: '' }],
    goods: demoGoods.filter((goods) => goods.name === '¥5 话费' || goods.name === '定制帆布袋'),
    pickupPoints: [],
  },
];

type Shop = (typeof demoShops)[number];

/** The item's package or coupon pack of the shop's promoter, by name. */
const linksOf = async (db: Database, promoCode: string, { packageName, packName }: DemoGoods) => ({
  packageOfferId:
    packageName === undefined
      ? null
      : await idOf(
          db.select({ id: packageOffers.id }).from(packageOffers).where(and(eq(packageOffers.promoCode, promoCode), eq(packageOffers.operatorType, 1), eq(packageOffers.name, packageName))),
          packageName,
        ),
  couponPackId:
    packName === undefined
      ? null
      : await idOf(db.select({ id: couponPacks.id }).from(couponPacks).where(and(eq(couponPacks.promoCode, promoCode), eq(couponPacks.name, packName))), packName),
});

const seedShop = async (db: Database, { promoCode, banners, goods, pickupPoints: points }: Shop): Promise<void> => {
  await db.insert(pointsShopBanners).values(banners.map((each, sort) => ({ ...each, promoCode, sort })));
  if (points.length > 0) await db.insert(pickupPoints).values(points.map((point, sort) => ({ ...point, promoCode, sort })));
  const used = (Object.keys(categories) as Category[]).filter((category) => goods.some((item) => item.category === category));
  const stored = await db
    .insert(pointsShopCategories)
    .values(used.map((category, sort) => ({ ...categories[category], promoCode, sort })))
    .returning({ id: pointsShopCategories.id, name: pointsShopCategories.name });
  const categoryId = (category: Category) => stored.find((row) => row.name === categories[category].name)?.id ?? null;
  const rows = [];
  for (const [sort, item] of goods.entries()) {
    const { category, packageName: _package, packName: _pack, ...fields } = item;
    rows.push({ ...fields, ...(await linksOf(db, promoCode, item)), promoCode, sort, categoryId: categoryId(category) });
  }
  await db.insert(pointsShopGoods).values(rows);
};

/** The demo promoters' points shops: banners, categories, items (of every kind for the demo promoter) and pick-up points. */
export const seedDemoPointsShop = async (db: Database): Promise<void> => {
  for (const shop of demoShops) await seedShop(db, shop);
};
