// A page the server drew (ADR 036) loads its scripts once that page has painted: a phone's bandwidth goes to the
// HTML, stylesheets and pictures a guardian reads first, then to the scripts that make the page answer input.
// The server names the scripts on this element (apps/server/src/plugins/portal-page.ts). Not bundled: it must
// run before the bundle it loads, and stays this small.
(() => {
  const self = document.currentScript;
  if (!self) return;
  const { entry, preloads = '' } = self.dataset;
  const load = () => {
    for (const href of preloads.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // The frame after the first one: the page has been painted by then.
  requestAnimationFrame(() => setTimeout(load, 0));
})();
