import { unreadNotificationCount } from '@portal/domain';
import { AppHeader, AppShell, BottomNav, Footer, PageTitle, Sidebar } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense } from 'react';
import { queries } from '../../app/api';
import { menuFor, privacyPathFor } from '../../app/menu';
import { messages } from '../../app/messages';
import { paths } from '../../app/paths';
import { useSidebarCollapsed } from '../../app/sidebarState';
import { LogoutForm } from './LogoutForm';
import * as bellStyles from './NotificationList.css';
import { useRouteTitle } from './useRouteTitle';

const s = messages.shell;

// The bell's popover is not needed for the first screen; it arrives right after.
const HeaderBell = lazy(() => import('./HeaderBell'));

/** The signed-in frame of spec 1 §2: header, role menu, bottom nav, footer and the route's title. */
export function PortalShell({ children }: { children: ReactNode }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const title = useRouteTitle() ?? messages.titles.home;
  const user = useQuery(queries.user());
  // The bell tolerates a missing or failing endpoint by showing no count.
  const notifications = useQuery({ ...queries.notifications(), retry: false });
  const [collapsed, setCollapsed] = useSidebarCollapsed();

  const role = user.data?.role;
  const groups = role ? menuFor(role) : [];
  const privacyHref = privacyPathFor(role);
  const items = notifications.data?.data ?? [];
  const unread = notifications.data ? unreadNotificationCount(items) : undefined;

  return (
    <AppShell
      skipLinkLabel={s.skipToMain}
      header={
        <AppHeader
          productName={messages.productName}
          profileHref={paths.profileList}
          profileLabel={s.profile}
          iconSrc={user.data?.iconPath ?? null}
          notifications={
            <Suspense fallback={<span className={bellStyles.bellPlaceholder} />}>
              <HeaderBell items={items} unreadCount={unread} failed={notifications.isError} userId={user.data?.id} />
            </Suspense>
          }
        />
      }
      sidebar={
        <Sidebar
          groups={groups}
          currentPath={pathname}
          collapsed={collapsed}
          onCollapsedChange={setCollapsed}
          label={s.mainMenu}
          toggleLabel={s.sideMenuToggle}
          footer={<LogoutForm />}
        />
      }
      bottomNav={
        <BottomNav
          groups={groups}
          currentPath={pathname}
          privacyHref={privacyHref}
          termsHref={paths.terms}
          labels={{
            nav: s.bottomNav,
            home: s.home,
            privacy: s.privacyShort,
            terms: s.terms,
            menu: s.menu,
            close: s.close,
          }}
          menuFooter={<LogoutForm />}
        />
      }
      footer={
        <Footer
          privacyHref={privacyHref}
          termsHref={paths.terms}
          privacyLabel={s.privacy}
          termsLabel={s.terms}
          toTopLabel={s.toTop}
          copyright={s.copyright}
        />
      }
    >
      <PageTitle>{title}</PageTitle>
      {children}
    </AppShell>
  );
}
