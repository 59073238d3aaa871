import { useCallback, useState } from 'react';

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
  const [collapsed, setCollapsed] = useState(() => readSidebarCollapsed());
  const update = useCallback((next: boolean) => {
    setCollapsed(next);
    writeSidebarCollapsed(next);
  }, []);
  return [collapsed, update];
}
