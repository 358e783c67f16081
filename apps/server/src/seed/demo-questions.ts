import {
  BUYER_MAX_AGE,
  BUYER_MIN_AGE,
  CUSTOMER_PATH,
  MAX_LIVE_ORDERS_PER_ID_CARD,
  ORDER_HOLD_MINUTES,
  ORDER_LOGIN_PATH,
  pageHref,
  SHOP_BASE_PATH,
  type PagePath,
  VANITY_SEARCH_PATH,
} from '@shop/contract';
import type { Database } from '../db/client';
import { createPromoterService } from '../modules/promoter/service';
import { type CategoryInput, createCustomerService } from '../modules/customer/service';

const CATEGORY_KEYS = ['choosing', 'ordering', 'delivery', 'afterSales'] as const;
type CategoryKey = (typeof CATEGORY_KEYS)[number];

const categoryNames: Record<CategoryKey, CategoryInput['names']> = {
  choosing: { 'zh-Hans': '选号与预约', 'zh-Hant': '選號與預約', en: 'Choosing a number', fr: 'Choisir un numéro', es: 'Elegir un número' },
  ordering: { 'zh-Hans': '订单与支付', 'zh-Hant': '訂單與支付', en: 'Orders and payment', fr: 'Commandes et paiement', es: 'Pedidos y pago' },
  delivery: { 'zh-Hans': '配送与激活', 'zh-Hant': '配送與啟用', en: 'Delivery and activation', fr: 'Livraison et activation', es: 'Envío y activación' },
  afterSales: { 'zh-Hans': '售后与退款', 'zh-Hant': '售後與退款', en: 'After-sales and refunds', fr: 'Après-vente et remboursements', es: 'Posventa y reembolsos' },
};

/** A link to a page of the shop, as the answers' readers open it. */
const shop = (path: PagePath): string => `${SHOP_BASE_PATH}${pageHref(path)}`;
const PAYMENT_TERMS = shop('/pages/about/payment');
const PROMISE = shop('/pages/about/promise');

const HOLD = ORDER_HOLD_MINUTES;
const LIVE = MAX_LIVE_ORDERS_PER_ID_CARD;

type Text = { title: string; answerHtml: string };
interface DemoQuestion {
  category: CategoryKey;
  hot?: boolean;
  zh: Text;
  en?: Text;
}

/** The shop's own answers, shown to every promoter; in Chinese and English (other locales show the Chinese). */
const defaults: readonly DemoQuestion[] = [
  {
    category: 'choosing',
    hot: true,
    zh: {
      title: '什么是靓号？怎样快速找到喜欢的号码？',
      answerHtml: `<p>靓号是数字规律好记的号码，例如 <strong>AABB</strong>、<strong>ABCD</strong> 顺子、尾号 <strong>888</strong> 或与生日相同的数字。</p>
<ul><li>在<a href="${shop(VANITY_SEARCH_PATH)}">靓号选号</a>页输入想要的数字，可按“包含”“开头”“结尾”查找；</li><li>按运营商、归属省市和价格筛选；</li><li>点“换一批”随机浏览更多号码。</li></ul>
<p>页面上展示的号码都可以直接下单。</p>`,
    },
    en: {
      title: 'What is a vanity number, and how do I find one I like?',
      answerHtml: `<p>A vanity number has an easy-to-remember pattern, such as <strong>AABB</strong>, a run like <strong>ABCD</strong>, an ending of <strong>888</strong> or your birthday.</p>
<ul><li>On <a href="${shop(VANITY_SEARCH_PATH)}">Vanity numbers</a>, type the digits you want and search for numbers that contain, start with or end with them;</li><li>filter by carrier, province or city, and price;</li><li>tap "Another batch" to browse more numbers at random.</li></ul>
<p>Every number shown can be ordered straight away.</p>`,
    },
  },
  {
    category: 'choosing',
    hot: true,
    zh: {
      title: '号码价格和最低月套餐分别是什么意思？',
      answerHtml: `<p>每个号码旁标示两项费用：</p>
<table><thead><tr><th>项目</th><th>说明</th></tr></thead><tbody><tr><td>号码价格</td><td>一次性支付，含该号码的预存话费</td></tr><tr><td>最低月套餐</td><td>开通后每月最低消费，按运营商资费按月收取</td></tr></tbody></table>
<p>下单时应付的是<strong>号码价格加首月套餐费</strong>，支付页会逐项列出，没有其他费用。详见<a href="${PAYMENT_TERMS}">交易条款</a>。</p>`,
    },
    en: {
      title: 'What do the number price and the minimum monthly plan mean?',
      answerHtml: `<p>Two amounts are shown beside each number:</p>
<table><thead><tr><th>Item</th><th>Meaning</th></tr></thead><tbody><tr><td>Number price</td><td>Paid once; includes the call credit prepaid on the number</td></tr><tr><td>Minimum monthly plan</td><td>The least you are billed each month once the line is active, at the carrier's rates</td></tr></tbody></table>
<p>At checkout you pay <strong>the number price plus the first month of the plan</strong>; the payment page itemises it and there are no other charges. See the <a href="${PAYMENT_TERMS}">terms of sale</a>.</p>`,
    },
  },
  {
    category: 'choosing',
    zh: {
      title: '选好的号码能为我保留多久？',
      answerHtml: `<p>提交订单后，号码为您保留 <strong>${HOLD} 分钟</strong>，期间其他人无法购买。</p>
<p>${HOLD} 分钟内未完成支付，订单会自动关闭，号码重新开放选购；如号码仍在，可以重新下单。</p>`,
    },
    en: {
      title: 'How long is a chosen number held for me?',
      answerHtml: `<p>Once you submit the order the number is held for you for <strong>${HOLD} minutes</strong>, and nobody else can buy it meanwhile.</p>
<p>If you do not pay within ${HOLD} minutes the order closes by itself and the number goes back on sale; if it is still there you can order it again.</p>`,
    },
  },
  {
    category: 'choosing',
    zh: {
      title: '可以选择号码的归属地吗？',
      answerHtml: `<p>可以。号码的归属地（省份和城市）由运营商决定，开通后<strong>不能更改</strong>。</p>
<p>在选号页按省份和城市筛选即可；建议选择常住城市的号码，本地办理业务和享受本地优惠更方便。</p>`,
    },
    en: {
      title: 'Can I choose where my number is registered?',
      answerHtml: `<p>Yes. A number's home province and city are set by the carrier and <strong>cannot be changed</strong> after activation.</p>
<p>Filter by province and city on the number search page; a number from the city you live in makes local services and offers easier.</p>`,
    },
  },
  {
    category: 'ordering',
    hot: true,
    zh: {
      title: '下单需要准备哪些资料？',
      answerHtml: `<p>按照电话用户实名登记的规定，请准备：</p>
<ol><li>机主本人的<strong>有效二代居民身份证</strong>，年龄 ${BUYER_MIN_AGE} 至 ${BUYER_MAX_AGE} 周岁；</li><li>一个能接收短信的手机号，用于接收验证码和订单通知；</li><li>准确的收货地址。</li></ol>
<p>同一身份证在本店最多同时有 ${LIVE} 笔有效订单。身份证号码只用于实名登记，加密保存。</p>`,
    },
    en: {
      title: 'What do I need to place an order?',
      answerHtml: `<p>Chinese real-name rules require:</p>
<ol><li>the user's own <strong>valid resident identity card</strong>, aged ${BUYER_MIN_AGE} to ${BUYER_MAX_AGE};</li><li>a mobile number that receives SMS, for the code and order notices;</li><li>a correct delivery address.</li></ol>
<p>One identity card may have at most ${LIVE} live orders with us at a time. The identity number is used only for the registration and is stored encrypted.</p>`,
    },
  },
  {
    category: 'ordering',
    hot: true,
    zh: {
      title: '支持哪些支付方式？付款后在哪里查看订单？',
      answerHtml: `<p>支持<strong>微信支付</strong>和<strong>支付宝</strong>（以支付页面展示的方式为准）。付款由支付机构直接处理，请勿向任何个人账户转账。</p>
<p>付款后可在<a href="${shop(ORDER_LOGIN_PATH)}">订单查询</a>中用下单手机号和短信验证码登录，查看订单状态和物流。</p>`,
    },
    en: {
      title: 'How can I pay, and where do I see my order afterwards?',
      answerHtml: `<p><strong>WeChat Pay</strong> and <strong>Alipay</strong>, as offered on the payment page. Payments are handled by the payment provider directly; never transfer money to a personal account.</p>
<p>After paying, sign in to <a href="${shop(ORDER_LOGIN_PATH)}">Order lookup</a> with the mobile number you ordered with and an SMS code to follow the order and its delivery.</p>`,
    },
  },
  {
    category: 'ordering',
    zh: {
      title: '订单超时未支付会怎样？',
      answerHtml: `<p>未支付的订单在 ${HOLD} 分钟后<strong>自动关闭</strong>，不会扣款，号码或库存随即释放。</p>
<p>如果支付时提示订单已关闭，请返回重新选择号码下单。</p>`,
    },
    en: {
      title: 'What happens if I do not pay in time?',
      answerHtml: `<p>An unpaid order <strong>closes by itself</strong> after ${HOLD} minutes; nothing is charged and the number or stock is released at once.</p>
<p>If the payment page says the order is closed, go back and order the number again.</p>`,
    },
  },
  {
    category: 'ordering',
    zh: {
      title: '为什么提示“号码被他人抢先预约”？',
      answerHtml: `<p>每个号码同一时间只为一笔订单保留。您提交订单前，已有其他用户预约了这个号码。</p>
<p>请返回选号页挑选其他号码，<strong>不会产生任何费用</strong>。</p>`,
    },
    en: {
      title: 'Why does it say the number was taken by someone else?',
      answerHtml: `<p>A number is held for one order at a time, and another buyer held this one just before you submitted.</p>
<p>Go back to the number list and choose another one; <strong>nothing has been charged</strong>.</p>`,
    },
  },
  {
    category: 'delivery',
    hot: true,
    zh: {
      title: '付款后多久发货？怎么查看物流？',
      answerHtml: `<p>支付成功后 <strong>48 小时内</strong>发货，节假日顺延。</p>
<p>在<a href="${shop(ORDER_LOGIN_PATH)}">订单查询</a>登录后，打开订单即可查看快递公司、运单号和每一条物流记录；运单号可长按复制。</p>`,
    },
    en: {
      title: 'When is my order shipped, and how do I track it?',
      answerHtml: `<p>Orders ship <strong>within 48 hours</strong> of payment, later on public holidays.</p>
<p>Sign in to <a href="${shop(ORDER_LOGIN_PATH)}">Order lookup</a> and open the order to see the courier, the tracking number and every tracking event; long-press the tracking number to copy it.</p>`,
    },
  },
  {
    category: 'delivery',
    zh: {
      title: '收到卡后如何激活？',
      answerHtml: `<p>请机主本人按以下步骤激活：</p>
<ol><li>将卡插入手机并开机；</li><li>按卡套说明或短信提示，打开运营商的激活页面；</li><li>拍摄身份证并完成<strong>人像核验</strong>；</li><li>收到激活成功短信后即可使用。</li></ol>
<p>激活后套餐从当月开始生效，首月按运营商规定计费。</p>`,
    },
    en: {
      title: 'How do I activate the card once it arrives?',
      answerHtml: `<p>The user must activate it in person:</p>
<ol><li>put the card in the phone and switch it on;</li><li>open the carrier's activation page as the card holder or the SMS tells you;</li><li>photograph your identity card and complete the <strong>face check</strong>;</li><li>the line works once the activation SMS arrives.</li></ol>
<p>The plan starts in the month of activation; the first month is billed as the carrier's rules say.</p>`,
    },
  },
  {
    category: 'delivery',
    zh: {
      title: '激活时人像核验一直失败怎么办？',
      answerHtml: `<ul><li>确认是<strong>身份证本人</strong>操作，证件在有效期内；</li><li>在光线充足处拍摄，摘下帽子和眼镜，按提示眨眼、转头；</li><li>网络不稳定时换用 Wi-Fi 重试。</li></ul>
<p>多次失败请<a href="${shop(CUSTOMER_PATH)}">联系客服</a>，我们协助您处理。</p>`,
    },
    en: {
      title: 'The face check keeps failing at activation. What can I do?',
      answerHtml: `<ul><li>Make sure the <strong>identity card holder</strong> does it and the card has not expired;</li><li>take it in good light, without hat or glasses, and blink or turn your head when asked;</li><li>switch to Wi-Fi if the connection is unstable.</li></ul>
<p>If it still fails, <a href="${shop(CUSTOMER_PATH)}">contact customer service</a> and we will help.</p>`,
    },
  },
  {
    category: 'afterSales',
    hot: true,
    zh: {
      title: '可以取消订单并退款吗？',
      answerHtml: `<ul><li><strong>未支付</strong>：可直接取消，或等待订单超时自动关闭；</li><li><strong>已支付未发货</strong>：联系客服取消，全额退款；</li><li><strong>已发货</strong>：请拒收或在签收后联系客服办理。</li></ul>
<p>退款原路退回，一般 <strong>1 至 7 个工作日</strong>到账。详见<a href="${PAYMENT_TERMS}">交易条款</a>。</p>`,
    },
    en: {
      title: 'Can I cancel my order and get a refund?',
      answerHtml: `<ul><li><strong>Not paid yet</strong>: cancel it, or let it close by itself;</li><li><strong>Paid, not shipped</strong>: ask customer service to cancel it for a full refund;</li><li><strong>Shipped</strong>: refuse the parcel, or contact customer service after receiving it.</li></ul>
<p>Refunds go back to the original payment method, usually within <strong>1 to 7 working days</strong>. See the <a href="${PAYMENT_TERMS}">terms of sale</a>.</p>`,
    },
  },
  {
    category: 'afterSales',
    zh: {
      title: '号码无法交付怎么办？',
      answerHtml: `<p>如号码因运营商收回、实名审核未通过等原因无法交付，我们会主动联系您并<strong>全额退款</strong>，原路退回。</p>
<p>这是我们的<a href="${PROMISE}">服务承诺</a>之一。</p>`,
    },
    en: {
      title: 'What if my number cannot be delivered?',
      answerHtml: `<p>If a number cannot be delivered, for example because the carrier reclaims it or the real-name check fails, we contact you and give you a <strong>full refund</strong> to the original payment method.</p>
<p>It is part of <a href="${PROMISE}">our promise</a>.</p>`,
    },
  },
  {
    category: 'afterSales',
    zh: {
      title: '遇到问题如何联系客服？',
      answerHtml: `<p>打开<a href="${shop(CUSTOMER_PATH)}">客服中心</a>，可以在线咨询、拨打客服电话或长按保存客服二维码添加客服微信。</p>
<p>服务时间为<strong>每天 9:00 至 21:00</strong>。咨询订单时请提供订单号，客服不会向您索要短信验证码。</p>`,
    },
    en: {
      title: 'How do I contact customer service?',
      answerHtml: `<p>Open <a href="${shop(CUSTOMER_PATH)}">Customer service</a> to chat online, call us, or long-press the QR code to save it and add us on WeChat.</p>
<p>We are there <strong>every day from 9:00 to 21:00</strong> (China time). Have your order number ready; we will never ask for your SMS code.</p>`,
    },
  },
];

/** Sunrise's own questions, in Chinese only; its visitors see them beside the shop's. */
const sunriseOnly: readonly DemoQuestion[] = [
  {
    category: 'choosing',
    hot: true,
    zh: {
      title: '朝阳通信可以办理北京本地号码吗？',
      answerHtml: `<p>可以。朝阳通信是北京本地的授权号码服务商，可办理<strong>北京移动、联通、电信</strong>号码，也可办理企业成批号码。</p>
<p>选号时按“北京”筛选即可；企业客户请致电 <a href="tel:010-8000-5678">010-8000-5678</a>。</p>`,
    },
  },
  {
    category: 'delivery',
    zh: {
      title: '朝阳通信支持到店自提吗？',
      answerHtml: `<p>支持。下单后顾问会在一个工作日内联系您确认资料，您可以选择<strong>快递配送</strong>或<strong>到店自提</strong>。</p>
<p>门店营业时间为每天 9:00 至 18:00，自提时请携带机主本人身份证。</p>`,
    },
  },
];

/** Every demo question with its owner (null: the shop's), in the order the lists show them. */
const demoQuestions = [
  ...defaults.map((question) => ({ promoCode: null, question })),
  ...sunriseOnly.map((question) => ({ promoCode: 'sunrise', question })),
];

/** The help centre: the shop's categories and questions, and a promoter's own questions. */
export const seedDemoQuestions = async (db: Database): Promise<void> => {
  const customer = createCustomerService(db, createPromoterService(db));
  for (const [categoryIndex, key] of CATEGORY_KEYS.entries()) {
    const categoryId = await customer.saveCategory({ promoCode: null, sort: categoryIndex, names: categoryNames[key] });
    for (const [index, { promoCode, question }] of demoQuestions.entries()) {
      if (question.category !== key) continue;
      // Sorted by category, then as written: a list without a filter reads like the help centre.
      const sort = categoryIndex * 100 + index;
      const texts = { 'zh-Hans': question.zh, ...(question.en && { en: question.en }) };
      await customer.saveQuestion({ promoCode, categoryId, sort, hot: question.hot ?? false, texts });
    }
  }
};
