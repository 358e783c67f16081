import type { NetworkMessages } from './en';

export const networkMessages: NetworkMessages = {
  switchNet: {
    intro: '本卡支援多個電信商網路，可切換到當地訊號更好的網路。',
    current: '目前網路',
    networks: '可用網路',
    currentTag: '目前',
    notInService: '未在服務',
    switchTo: '切換',
    switchToLabel: '切換到{{operator}}',
    confirm: '確定切換到{{operator}}？電信商切換期間網路會中斷幾秒鐘。',
    confirmYes: '確定切換',
    cancel: '取消',
    pending: '正在切換到{{operator}}…',
    pendingHint: '電信商通常幾秒內完成切換。離開本頁不影響切換。',
    succeeded: '已切換到{{operator}}',
    failed: '仍在{{operator}}',
    onlyOne: '本卡只有一個網路，無需切換。',
    loadFailed: '無法載入本卡的網路',
  },
};
