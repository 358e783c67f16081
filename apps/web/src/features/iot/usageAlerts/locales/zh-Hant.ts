import type { UsageMessages } from './en';

export const usageMessages: UsageMessages = {
  usageAlerts: {
    title: '用量提醒與加油包限額',
    levelsTitle: '用量達到以下比例時提醒我',
    level: '套餐的 {{level}}%',
    textedTo: '提醒將以簡訊發送至 {{mobile}}，並顯示在卡片首頁；每個檔位每個週期只提醒一次。',
    noMobile: '本卡未綁定手機號，提醒僅顯示在卡片首頁；每個檔位每個週期只提醒一次。',
    unlimited: '您的套餐不限流量，無需按比例提醒。',
    capTitle: '加油包月消費限額',
    capSwitch: '限制每月加油包消費',
    capLabel: '限額（元）',
    capPlaceholder: '例如 50',
    capHint: '加油包與提速包合併計算，含餘額支付、線上支付及待支付訂單，按自然月（北京時間）統計。',
    spent: '{{month}} 加油包已花費 {{spent}}',
    errors: {
      required: '請輸入限額金額，或關閉限額',
      format: '請輸入金額（元），最多兩位小數',
      tooHigh: '限額不能超過 {{max}}',
    },
    save: '儲存',
    saved: '已儲存',
    loadFailed: '用量提醒設定載入失敗',
    notice: {
      title: '套餐流量已用 {{level}}%',
      text: '本週期已用 {{used}}，共 {{total}}。',
      texted: '已同時簡訊通知您的綁定手機。',
      buy: '購買加油包',
      dismiss: '知道了',
    },
  },
};
