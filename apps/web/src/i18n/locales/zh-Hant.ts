import { languageNames } from '../languageNames';
import type { Messages } from './en';

export const messages: Messages = {
  tab: { home: '首頁', mine: '我的', label: '主要欄目' },
  copy: { success: '內容已複製', failed: '複製失敗，請手動複製' },
  page: { loadTimeout: '連接服務器超時，點擊屏幕重試' },
  common: {
    loading: '載入中…',
    retry: '重試',
    empty: '暫無資料',
    error: '出錯了',
    confirm: '確定',
    cancel: '取消',
    back: '返回',
  },
  dialog: { contactService: '聯繫客服', backToShop: '返回商城', backToDownstream: '返回我的下游' },
  notFound: { title: '頁面不存在', home: '返回首頁' },
  language: { title: '語言', name: languageNames },
  home: {
    hotline: '客服熱線',
    service: '線上客服',
    icp: 'ICP備案號',
    searchPlaceholder: '搜尋心儀的號碼',
    loadFailed: '商城載入失敗，請重試',
    features: { genuine: '官方正品', fastDelivery: '極速發貨', afterSales: '售後無憂' },
  },
  mine: {
    guest: '未登入',
    logout: '登出',
    simService: '物聯網卡自助服務',
    simServiceHint: '餘額、流量與儲值',
    promise: '服務承諾',
    paymentTerms: '交易條款',
    loginPrompt: '登入後查詢訂單',
    orders: '我的訂單',
    customerService: '聯繫客服',
    about: '關於我們',
    language: '語言',
    version: '版本 {{version}}',
  },
  greeting: {
    morning: '早安',
    noon: '午安',
    afternoon: '下午好',
    evening: '晚安',
    lateNight: '夜深了，早點休息',
  },
};
