import type { ContentMessages } from './en';

export const contentMessages: ContentMessages = {
  webview: {
    loading: '正在打开网页…',
    openInBrowser: '在浏览器中打开',
    refused: '无法打开此链接',
    refusedHint: '这里只能打开以 http:// 或 https:// 开头的网址。',
    missing: '没有要打开的网页',
    ownSite: '本站的网址只有商城页面能在这里打开。',
  },
  loadDomain: {
    heading: '正在准备商城',
    failedHeading: '部分数据加载失败',
    steps: { dict: '商城设置', provinces: '地区信息', hotQuestions: '常见问题' },
    status: { running: '加载中…', done: '完成', skipped: '已跳过', failed: '失败' },
    entering: '正在进入商城…',
  },
};
