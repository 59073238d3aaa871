import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * Issue 19 item 19 (WCAG 2.4.3): a route change moves focus to the new page's main heading, so keyboard
 * and screen-reader users learn where they are. Done once here for every page. Not on the first load (the
 * browser announces a loaded page, and the skip link must stay the first stop), nor when only the search
 * changes on the same page (filters and pagers keep focus where the guardian is working).
 */
export function useFocusHeadingAfterNavigation() {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onRendered', ({ fromLocation, toLocation }) => {
        if (!fromLocation || fromLocation.pathname === toLocation.pathname) return;
        const heading = document.querySelector<HTMLElement>('main h1');
        if (!heading) return;
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }),
    [router],
  );
}
