import type { ContentMessages } from './en';

export const contentMessages: ContentMessages = {
  webview: {
    loading: '正在開啟網頁…',
    openInBrowser: '在瀏覽器中開啟',
    refused: '無法開啟此連結',
    refusedHint: '這裡只能開啟以 http:// 或 https:// 開頭的網址。',
    missing: '沒有要開啟的網頁',
    ownSite: '本站的網址只有商城頁面能在這裡開啟。',
  },
  loadDomain: {
    heading: '正在準備商城',
    failedHeading: '部分資料載入失敗',
    steps: { dict: '商城設定', provinces: '地區資訊', hotQuestions: '常見問題' },
    status: { running: '載入中…', done: '完成', skipped: '已略過', failed: '失敗' },
    entering: '正在進入商城…',
  },
};
