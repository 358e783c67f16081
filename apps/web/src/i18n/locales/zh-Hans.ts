import { languageNames } from '../languageNames';
import type { Messages } from './en';

export const messages: Messages = {
  tab: { home: '首页', mine: '我的', label: '主要栏目' },
  copy: { success: '内容已复制', failed: '复制失败，请手动复制' },
  page: { loadTimeout: '连接服务器超时，点击屏幕重试' },
  common: {
    loading: '加载中…',
    retry: '重试',
    empty: '暂无数据',
    error: '出错了',
    confirm: '确定',
    cancel: '取消',
    back: '返回',
  },
  dialog: { contactService: '联系客服', backToShop: '返回商城', backToDownstream: '返回我的下游' },
  notFound: { title: '页面不存在', home: '返回首页' },
  language: { title: '语言', name: languageNames },
  home: {
    hotline: '客服热线',
    service: '在线客服',
    icp: 'ICP备案号',
    searchPlaceholder: '搜索心仪的号码',
    loadFailed: '商城加载失败，请重试',
    features: { genuine: '官方正品', fastDelivery: '极速发货', afterSales: '售后无忧' },
  },
  mine: {
    guest: '未登录',
    logout: '退出登录',
    simService: '物联网卡自助服务',
    simServiceHint: '余额、流量与充值',
    promise: '服务承诺',
    paymentTerms: '交易条款',
    loginPrompt: '登录后查询订单',
    orders: '我的订单',
    customerService: '联系客服',
    about: '关于我们',
    language: '语言',
    version: '版本 {{version}}',
  },
  greeting: {
    morning: '早上好',
    noon: '中午好',
    afternoon: '下午好',
    evening: '晚上好',
    lateNight: '夜深了，早点休息',
  },
};
