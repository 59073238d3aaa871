import { type ComponentType, lazy } from 'react';

/** When it is worth asking again: the moment the browser is back online, or shortly when it thinks it is. */
function connectionBack(): Promise<void> {
  if (navigator.onLine) return new Promise((resolve) => window.setTimeout(resolve, 1_000));
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

/**
 * A chunk that loads after the page (the bell, the chat outbox, the realtime client) may be asked for just as
 * the connection drops. Failing there would throw into the route's error boundary, whose own chunk cannot load
 * offline either, and TanStack Router answers that by reloading the page: onto the browser's offline page, with
 * whatever was typed gone. So the import waits for the connection and asks again.
 */
export async function importWhenOnline<T>(importer: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await importer();
    } catch (error) {
      if (attempt >= tries || typeof window === 'undefined') throw error;
      await connectionBack();
    }
  }
}

/** `React.lazy` over `importWhenOnline`. */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own constraint on the component's props.
export const lazyWhenOnline = <T extends ComponentType<any>>(importer: () => Promise<{ default: T }>) =>
  lazy(() => importWhenOnline(importer));
