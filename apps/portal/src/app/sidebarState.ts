import { useCallback, useLayoutEffect, useState } from 'react';

export const SIDEBAR_COLLAPSED_KEY = 'portal.sidebarCollapsed';

export function readSidebarCollapsed(storage: Storage | undefined = globalThis.localStorage): boolean {
  try {
    return storage?.getItem(SIDEBAR_COLLAPSED_KEY) === 'true';
  } catch {
    // Storage can be blocked (private mode); the sidebar then simply starts open.
    return false;
  }
}

export function writeSidebarCollapsed(collapsed: boolean, storage: Storage | undefined = globalThis.localStorage) {
  try {
    storage?.setItem(SIDEBAR_COLLAPSED_KEY, String(collapsed));
  } catch {
    // Not remembering is acceptable when storage is blocked.
  }
}

/** The sidebar's collapsed state, remembered across visits (spec 1 §2 "Layout"). */
export function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  // Read once the page is this device's: a page drawn on the server (ADR 036) cannot know it, and the first render
  // here must match that page. A layout effect, so a page drawn here shows the remembered state at once.
  const [collapsed, setCollapsed] = useState(false);
  useLayoutEffect(() => setCollapsed(readSidebarCollapsed()), []);
  const update = useCallback((next: boolean) => {
    setCollapsed(next);
    writeSidebarCollapsed(next);
  }, []);
  return [collapsed, update];
}
