import type { RegionsMessages } from './en';

export const regionsMessages: RegionsMessages = {
  region: {
    close: '关闭',
    label: '所在地区',
    placeholder: '选择省 / 市 / 区县',
    title: '选择所在地区',
    province: '省份',
    city: '城市',
    county: '区县',
    choose: '请选择',
    failed: '地区加载失败',
  },
};
