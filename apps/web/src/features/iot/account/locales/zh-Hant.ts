import type { AccountMessages } from './en';

export const accountMessages: AccountMessages = {
  bindPhone: {
    intro: '本卡的驗證碼和通知將發送到綁定的手機號。',
    current: '目前綁定：{{mobile}}',
    none: '本卡尚未綁定手機號。',
    required: '本卡須先綁定手機號，才能辦理其他業務。',
    mobile: '新手機號',
    mobilePlaceholder: '請輸入 11 位手機號',
    code: '驗證碼',
    codePlaceholder: '6 位驗證碼',
    oldCode: '原驗證碼',
    oldCodeNote: '更換綁定需同時驗證原手機號 {{mobile}}',
    bind: '綁定',
    change: '更換綁定',
    bound: '已綁定手機號 {{mobile}}',
    errors: {
      mobile: '請輸入以 1 開頭的 11 位手機號',
      code: '驗證碼為 6 位數字',
    },
  },
};
