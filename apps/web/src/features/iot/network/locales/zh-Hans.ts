import type { NetworkMessages } from './en';

export const networkMessages: NetworkMessages = {
  switchNet: {
    intro: '本卡支持多个运营商网络，可切换到当地信号更好的网络。',
    current: '当前网络',
    networks: '可用网络',
    currentTag: '当前',
    notInService: '未在服务',
    switchTo: '切换',
    switchToLabel: '切换到{{operator}}',
    confirm: '确定切换到{{operator}}？运营商切换期间网络会中断几秒钟。',
    confirmYes: '确定切换',
    cancel: '取消',
    pending: '正在切换到{{operator}}…',
    pendingHint: '运营商通常几秒内完成切换。离开本页不影响切换。',
    succeeded: '已切换到{{operator}}',
    failed: '仍在{{operator}}',
    onlyOne: '本卡只有一个网络，无需切换。',
    loadFailed: '无法加载本卡的网络',
  },
};
