import type { AuthMessages } from './en';

export const authMessages: AuthMessages = {
  loginProtocol: {
    link: '《用戶協議》',
    title: '用戶協議',
    agree: '同意',
    close: '關閉',
    failed: '用戶協議載入失敗',
  },
  login: {
    heading: '訂單查詢',
    subheading: '使用下單時填寫的手機號碼登入',
    modes: { sms: '手機驗證碼', orderSn: '訂單編號' },
    mobile: '手機號碼',
    mobilePlaceholder: '請輸入 11 位手機號碼',
    code: '驗證碼',
    codePlaceholder: '6 位驗證碼',
    orderSn: '訂單編號',
    orderSnPlaceholder: '請輸入訂單上的訂單編號',
    submit: '登入',
    agreement: '登入即表示同意',
    errors: {
      mobile: '手機號碼為 1 開頭的 11 位數字',
      code: '請輸入 6 位簡訊驗證碼',
      orderSn: '訂單編號為 8-32 位大寫字母或數字',
    },
  },
  smsCode: { send: '取得驗證碼', sending: '傳送中…', resendIn: '{{seconds}} 秒後重傳', resend: '重新取得', sent: '驗證碼已傳送至 {{mobile}}，{{minutes}} 分鐘內有效' },
};
