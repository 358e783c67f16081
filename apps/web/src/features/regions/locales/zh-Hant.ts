import type { RegionsMessages } from './en';

export const regionsMessages: RegionsMessages = {
  region: {
    close: '關閉',
    label: '所在地區',
    placeholder: '選擇省 / 市 / 區縣',
    title: '選擇所在地區',
    province: '省份',
    city: '城市',
    county: '區縣',
    choose: '請選擇',
    failed: '地區載入失敗',
  },
};
