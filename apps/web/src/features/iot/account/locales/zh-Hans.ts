import type { AccountMessages } from './en';

export const accountMessages: AccountMessages = {
  bindPhone: {
    intro: '本卡的验证码和通知将发送到绑定的手机号。',
    current: '当前绑定：{{mobile}}',
    none: '本卡尚未绑定手机号。',
    required: '本卡须先绑定手机号，才能办理其他业务。',
    mobile: '新手机号',
    mobilePlaceholder: '请输入 11 位手机号',
    code: '验证码',
    codePlaceholder: '6 位验证码',
    oldCode: '原验证码',
    oldCodeNote: '更换绑定需同时验证原手机号 {{mobile}}',
    bind: '绑定',
    change: '更换绑定',
    bound: '已绑定手机号 {{mobile}}',
    errors: {
      mobile: '请输入以 1 开头的 11 位手机号',
      code: '验证码为 6 位数字',
    },
  },
};
