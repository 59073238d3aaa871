// A minimal DevTools protocol client (Node's own WebSocket) for what Lighthouse's API does not do for us.

type Pending = (message: { result?: unknown; error?: { message: string } }) => void;

/** Connects to the browser-wide DevTools endpoint of a Chrome listening on `port`. */
export async function devtools(port: number) {
  const { webSocketDebuggerUrl } = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let lastId = 0;
  const pending = new Map<number, Pending>();
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: { message: string } };
    if (message.id === undefined) return;
    pending.get(message.id)?.(message);
    pending.delete(message.id);
  };
  const send = <T = unknown>(method: string, params: object = {}, sessionId?: string) =>
    new Promise<T>((resolve, reject) => {
      lastId += 1;
      pending.set(lastId, (message) =>
        message.error ? reject(new Error(`${method}: ${message.error.message}`)) : resolve(message.result as T),
      );
      socket.send(JSON.stringify({ id: lastId, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
  return { send, close: () => socket.close() };
}

/**
 * A signed-in page as a guardian's browser has it: the session in the browser's own cookie jar, so the page's
 * scripts send it with their calls too (a `Cookie` header given to Lighthouse goes with the page's request only,
 * and every call the page then made was refused: stop 28 found the signed-in pages had been measured on their
 * way back to sign-in). Clears the HTTP cache, as Lighthouse's own storage reset would.
 */
export async function signedInBrowser(port: number, origin: string, cookieHeader: string): Promise<void> {
  const browser = await devtools(port);
  try {
    const cookies = cookieHeader.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
    });
    await browser.send('Storage.clearCookies');
    await browser.send('Storage.setCookies', { cookies });
    const { targetInfos } = await browser.send<{ targetInfos: { targetId: string; type: string }[] }>(
      'Target.getTargets',
    );
    const target = targetInfos.find((info) => info.type === 'page');
    if (target) {
      const { sessionId } = await browser.send<{ sessionId: string }>('Target.attachToTarget', {
        targetId: target.targetId,
        flatten: true,
      });
      await browser.send('Network.clearBrowserCache', {}, sessionId);
    }
  } finally {
    browser.close();
  }
}
