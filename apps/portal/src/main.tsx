import '@portal/ui/styles';
import './app/takeOver.css';

// The portal starts in steps, each in a task of its own: the catalogue, React's renderer, the router with its
// route tree, then the rest and the first render. Evaluated in one piece they held a phone's main thread for a
// quarter of a second after the page had painted, with taps unanswered (issue 18: blocking time). The server names
// every step's file in the page's head (route-preloads.ts), so no step waits on the network.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void (async () => {
  await import('./i18n');
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('./app/router');
  await nextTask();
  (await import('./app/start')).start();
})();
