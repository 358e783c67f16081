import type { UsageMessages } from './en';

export const usageMessages: UsageMessages = {
  usageAlerts: {
    title: '用量提醒与加油包限额',
    levelsTitle: '用量达到以下比例时提醒我',
    level: '套餐的 {{level}}%',
    textedTo: '提醒将以短信发送至 {{mobile}}，并显示在卡片首页；每个档位每个周期只提醒一次。',
    noMobile: '本卡未绑定手机号，提醒仅显示在卡片首页；每个档位每个周期只提醒一次。',
    unlimited: '您的套餐不限流量，无需按比例提醒。',
    capTitle: '加油包月消费限额',
    capSwitch: '限制每月加油包消费',
    capLabel: '限额（元）',
    capPlaceholder: '例如 50',
    capHint: '加油包与提速包合并计算，含余额支付、在线支付及待支付订单，按自然月（北京时间）统计。',
    spent: '{{month}} 加油包已花费 {{spent}}',
    errors: {
      required: '请输入限额金额，或关闭限额',
      format: '请输入金额（元），最多两位小数',
      tooHigh: '限额不能超过 {{max}}',
    },
    save: '保存',
    saved: '已保存',
    loadFailed: '用量提醒设置加载失败',
    notice: {
      title: '套餐流量已用 {{level}}%',
      text: '本周期已用 {{used}}，共 {{total}}。',
      texted: '已同时短信通知您的绑定手机。',
      buy: '购买加油包',
      dismiss: '知道了',
    },
  },
};
