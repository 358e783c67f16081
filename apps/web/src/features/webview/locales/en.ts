/** The texts of the web view and the start-up page. */
export const contentMessages = {
  webview: {
    loading: 'Opening the page…',
    openInBrowser: 'Open in browser',
    refused: 'This link cannot be opened',
    refusedHint: 'Only web addresses beginning with http:// or https:// open here.',
    missing: 'There is no page to open',
    ownSite: "On the shop's own site, only the shop's pages open here.",
  },
  loadDomain: {
    heading: 'Getting the shop ready',
    failedHeading: "Some of the shop's data could not be loaded",
    steps: { dict: 'Shop settings', provinces: 'Regions', hotQuestions: 'Common questions' },
    status: { running: 'Loading…', done: 'Done', skipped: 'Skipped', failed: 'Failed' },
    entering: 'Opening the shop…',
  },
};

export type ContentMessages = typeof contentMessages;
