import { api } from '@shop/contract';
import type { SandboxPaymentRow } from '../../../db/schema/sandbox-payment';
import { fenToYuan } from '../money';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STATUS_TEXT: Record<SandboxPaymentRow['status'], string> = {
  pending: '',
  paid: '已支付 · Paid',
  failed: '支付失败 · Payment failed',
  refunded: '已退款 · Refunded',
};

const STYLE = `*{box-sizing:border-box}body{margin:0;font-family:-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#f5f6f8;color:#222}
header{background:#1aad19;color:#fff;padding:14px 16px;font-size:17px;text-align:center}
main{padding:24px 16px}.card{background:#fff;border-radius:12px;padding:24px 16px;text-align:center}
.merchant{font-size:15px;color:#555}.amount{font-size:40px;font-weight:600;margin:12px 0}.desc{font-size:14px;color:#888;word-break:break-all}
.sn{font-size:12px;color:#aaa;margin-top:8px}.status{margin-top:16px;font-size:16px;color:#1aad19}
button,a.back{display:block;width:100%;margin-top:14px;padding:13px;font-size:17px;border-radius:8px;border:0;text-align:center;text-decoration:none}
.pay{background:#1aad19;color:#fff}.fail{background:#fff;color:#e64340;border:1px solid #e64340}.cancel,a.back{background:#fff;color:#555;border:1px solid #ccc}
button:disabled{opacity:.6}.error{color:#e64340;font-size:14px;margin-top:12px;min-height:1em}.note{font-size:12px;color:#999;text-align:center;margin-top:20px}`;

/** The page's one script, inline; its answer allows it by its hash. */
export const CASHIER_SCRIPT = `const main=document.querySelector('main');const error=document.querySelector('.error');
for(const button of document.querySelectorAll('button[data-action]'))button.addEventListener('click',async()=>{
for(const b of document.querySelectorAll('button'))b.disabled=true;error.textContent='';
try{const response=await fetch(${JSON.stringify(api.sandboxCashierAct.path)},{method:'POST',headers:{'content-type':'application/json'},
body:JSON.stringify({paymentSn:main.dataset.paymentSn,action:button.dataset.action})});
const answer=await response.json();if(answer.code===0){location.href=answer.data.returnUrl;return}error.textContent=answer.message}
catch{error.textContent='网络错误，请重试 · Network error, please try again'}
for(const b of document.querySelectorAll('button'))b.disabled=false});`;

const actions = (payment: SandboxPaymentRow): string =>
  payment.status === 'pending'
    ? `<button class="pay" data-action="pay">支付 · Pay</button>
<button class="fail" data-action="fail">模拟失败 · Simulate failure</button>
<button class="cancel" data-action="cancel">取消 · Cancel</button>`
    : `<p class="status">${STATUS_TEXT[payment.status]}</p><a class="back" href="${escapeHtml(payment.returnUrl)}">返回商户 · Back to the shop</a>`;

/** The sandbox's hosted cashier, as a phone shows a gateway's H5 page. */
export const renderCashierPage = (payment: SandboxPaymentRow): string => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>收银台 · Cashier</title><style>${STYLE}</style></head><body>
<header>沙箱收银台 · Sandbox cashier</header>
<main data-payment-sn="${escapeHtml(payment.paymentSn)}">
<div class="card">
<div class="merchant">${escapeHtml(payment.merchantName)}</div>
<div class="amount">¥${fenToYuan(payment.amountFen)}</div>
<div class="desc">${escapeHtml(payment.description)}</div>
<div class="sn">支付单号 · Payment no. ${escapeHtml(payment.paymentSn)}</div>
</div>
${actions(payment)}
<p class="error" role="alert"></p>
<p class="note">这是测试环境，不会真实扣款 · Test environment: no real money moves</p>
</main>
${payment.status === 'pending' ? `<script>${CASHIER_SCRIPT}</script>` : ''}
</body></html>`;

export const renderCashierMissing = (paymentSn: string): string => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>收银台 · Cashier</title><style>${STYLE}</style></head><body>
<header>沙箱收银台 · Sandbox cashier</header>
<main><div class="card"><p>支付单 ${escapeHtml(paymentSn)} 不存在 · No such payment</p></div></main>
</body></html>`;
