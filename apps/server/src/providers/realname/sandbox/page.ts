import { api, RealnameReasonMessage, renderMessage } from '@shop/contract';
import type { SandboxRealnameRow } from '../../../db/schema/sandbox-realname';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Spec 9's operator codes as the operators name themselves. */
const OPERATOR_NAMES: Record<number, string> = { 1: '中国移动', 2: '中国联通', 3: '中国电信', 4: '中国广电' };
const operatorName = (code: number): string => OPERATOR_NAMES[code] ?? '运营商';

const STYLE = `*{box-sizing:border-box}body{margin:0;font-family:-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#f5f6f8;color:#222}
header{background:#0a6ebd;color:#fff;padding:14px 16px;font-size:17px;text-align:center}
main{padding:20px 16px}.card{background:#fff;border-radius:12px;padding:20px 16px}
.sim{font-size:14px;color:#555;margin:0 0 12px}label{display:block;font-size:15px;margin-top:14px}
input[type=text]{display:block;width:100%;margin-top:6px;padding:12px;font-size:16px;border:1px solid #ccc;border-radius:8px}
.face{display:flex;align-items:center;gap:10px;min-height:44px;margin-top:16px;font-size:15px}.face input{width:22px;height:22px}
button,a.back{display:block;width:100%;margin-top:14px;padding:13px;font-size:17px;border-radius:8px;border:0;text-align:center;text-decoration:none}
.confirm{background:#0a6ebd;color:#fff}.fail{background:#fff;color:#c4302b;border:1px solid #c4302b}a.back{background:#fff;color:#333;border:1px solid #ccc}
button:disabled{opacity:.6}.error{color:#c4302b;font-size:14px;margin-top:12px;min-height:1em}.status{font-size:16px;color:#0a6ebd;margin:8px 0}
.note{font-size:12px;color:#6b6b6b;text-align:center;margin-top:20px}`;

/** The page's one script, inline; its answer allows it by its hash. */
export const REALNAME_PAGE_SCRIPT = `const form=document.querySelector('form');const error=document.querySelector('.error');
for(const button of form.querySelectorAll('button[data-action]'))button.addEventListener('click',async(event)=>{event.preventDefault();
const action=button.dataset.action;if(action==='confirm'&&!form.face.checked){error.textContent='请先确认人脸核验 · Please confirm the face check first';return}
for(const b of form.querySelectorAll('button'))b.disabled=true;error.textContent='';
try{const response=await fetch(${JSON.stringify(api.realnameSandboxAct.path)},{method:'POST',headers:{'content-type':'application/json'},
body:JSON.stringify({requestSn:form.dataset.requestSn,action,name:form.holderName.value,idCard:form.idCard.value})});
const answer=await response.json();if(answer.code===0){location.href=answer.data.returnUrl;return}error.textContent=answer.message}
catch{error.textContent='网络错误，请重试 · Network error, please try again'}
for(const b of form.querySelectorAll('button'))b.disabled=false});`;

const head = (title: string): string => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title><style>${STYLE}</style></head><body>`;

const form = (check: SandboxRealnameRow): string => `<form class="card" data-request-sn="${escapeHtml(check.requestSn)}" novalidate>
<p class="sim">号码 · Number ${escapeHtml(check.simNo)}</p>
<label>姓名 · Name<input type="text" name="holderName" autocomplete="name" required></label>
<label>身份证号码 · ID card number<input type="text" name="idCard" autocomplete="off" maxlength="18" required></label>
<label class="face"><input type="checkbox" name="face">本人已完成人脸核验 · I completed the face check</label>
<button class="confirm" data-action="confirm">提交认证 · Submit</button>
<button class="fail" data-action="fail">模拟失败 · Simulate failure</button>
<p class="error" role="alert"></p>
</form>`;

const submitted = (check: SandboxRealnameRow): string => {
  const failed = check.outcome === 'failed' && check.dueAt !== null && check.dueAt.getTime() <= Date.now();
  const text = failed && check.reason ? `核验未通过：${renderMessage(RealnameReasonMessage[check.reason], 'zh-Hans')}` : '资料已提交，核验结果将通知商户 · Submitted: the shop will be told the result';
  return `<div class="card"><p class="status">${escapeHtml(text)}</p></div><a class="back" href="${escapeHtml(check.returnUrl)}">返回商户 · Back to the shop</a>`;
};

/** The sandbox operator's hosted real-name page, as a phone shows an operator's H5 page. */
export const renderRealnamePage = (check: SandboxRealnameRow): string => `${head('实名认证 · Real-name check')}
<header>${operatorName(check.operatorType)} 实名认证（沙箱）· Sandbox real-name</header>
<main>
${check.status === 'open' ? form(check) : submitted(check)}
<p class="note">这是测试环境，不会上报真实身份信息 · Test environment: no identity is checked for real</p>
</main>
${check.status === 'open' ? `<script>${REALNAME_PAGE_SCRIPT}</script>` : ''}
</body></html>`;

export const renderRealnameMissing = (requestSn: string): string => `${head('实名认证 · Real-name check')}
<header>实名认证（沙箱）· Sandbox real-name</header>
<main><div class="card"><p>认证单 ${escapeHtml(requestSn)} 不存在 · No such request</p></div></main>
</body></html>`;
