import type { AuthMessages } from './en';

export const authMessages: AuthMessages = {
  loginProtocol: {
    link: '《用户协议》',
    title: '用户协议',
    agree: '同意',
    close: '关闭',
    failed: '用户协议加载失败',
  },
  login: {
    heading: '订单查询',
    subheading: '使用下单时填写的手机号登录',
    modes: { sms: '手机验证码', orderSn: '订单号' },
    mobile: '手机号',
    mobilePlaceholder: '请输入 11 位手机号',
    code: '验证码',
    codePlaceholder: '6 位验证码',
    orderSn: '订单号',
    orderSnPlaceholder: '请输入订单上的订单号',
    submit: '登录',
    agreement: '登录即表示同意',
    errors: {
      mobile: '手机号为 1 开头的 11 位数字',
      code: '请输入 6 位短信验证码',
      orderSn: '订单号为 8-32 位大写字母或数字',
    },
  },
  smsCode: { send: '获取验证码', sending: '发送中…', resendIn: '{{seconds}} 秒后重发', resend: '重新获取', sent: '验证码已发送至 {{mobile}}，{{minutes}} 分钟内有效' },
};
