// The installable portal (issue 34, ADR 053): the home-screen app's names, the offline page the service worker
// shows, and the prompt that a new version is ready.
export const installable = {
  installable: {
    /** The web app manifest (apps/portal/pwa.ts): the name under the icon on a home screen. */
    appName: 'まなびポータル',
    appShortName: 'まなびポータル',
    appDescription: '教室に通うお子さまの保護者さま向けマイページ',
    /** The page the service worker shows when a page cannot be fetched (built from these texts). */
    offlinePageTitle: '【まなびポータル】インターネットに接続されていません',
    offlineTitle: 'インターネットに接続されていません',
    offlineLead: '電波の良い場所で接続を確かめてから、もう一度読み込んでください。',
    offlineReload: '再読み込みする',
    /** A new version was installed in the background and waits for the page to reload into it. */
    updateTitle: '新しいバージョンがあります',
    updateLead: '再読み込みすると、新しいマイページに切り替わります。入力中の内容は送信してからお使いください。',
    updateReload: '再読み込みする',
  },
};
