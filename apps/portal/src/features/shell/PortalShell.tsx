import { unreadNotificationCount } from '@portal/domain';
import { AppHeader, AppShell, BottomNav, PageTitle, Sidebar, Stack } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { linkOptions, useLocation } from '@tanstack/react-router';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queries } from '../../app/api';
import { lazyWhenOnline } from '../../app/importWhenOnline';
import { hasChat, menuFor, privacyPathFor } from '../../app/menu';
import { useSidebarCollapsed } from '../../app/sidebarState';
import { useHref } from '../../app/useHref';
import { ChatOutboxListener } from '../chat/ChatOutboxListener';
import { useChatUnread, withChatUnread } from '../chat/useChatUnread';
import { OnlineApplyGate, useOnlineApplyGate, withOnlineApplyGate } from '../onlineApply/OnlineApplyGate';
import { ConnectionReport } from './ConnectionReport';
import { LanguageToggle } from './LanguageSwitch';
import { LogoutForm } from './LogoutForm';
import * as bellStyles from './NotificationList.css';
import { SiteFooter } from './SiteFooter';
import { useRouteTitle } from './useRouteTitle';

// The bell's popover is not needed for the first screen; it arrives right after.
const HeaderBell = lazyWhenOnline(() => import('./HeaderBell'));

/** The signed-in frame of spec 1 §2: header, role menu, bottom nav, footer and the route's title. */
export function PortalShell({ children }: { children: ReactNode }) {
  // The phone's full-screen menu stays open under the terms dialog and closes once the guardian goes on.
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <OnlineApplyGate onProceed={() => setMenuOpen(false)}>
      <Shell menuOpen={menuOpen} onMenuOpenChange={setMenuOpen}>
        {children}
      </Shell>
    </OnlineApplyGate>
  );
}

function Shell({
  children,
  menuOpen,
  onMenuOpenChange,
}: {
  children: ReactNode;
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const href = useHref();
  const gate = useOnlineApplyGate();
  const pathname = useLocation({ select: (location) => location.pathname });
  const title = useRouteTitle() ?? t(($) => $.titles.home);
  const user = useQuery(queries.getUser());
  // The bell tolerates a missing or failing endpoint by showing no count.
  const notifications = useQuery({ ...queries.getNotifications(), retry: false });
  const [collapsed, setCollapsed] = useSidebarCollapsed();

  const role = user.data?.role;
  const menu = role ? withOnlineApplyGate(menuFor(role), gate) : [];
  const chatUnread = useChatUnread(user.data?.id, role ? hasChat(role) : false);
  const groups = withChatUnread(
    menu,
    chatUnread,
    t(($) => $.chat.unreadCount, { count: chatUnread }),
  );
  const privacyHref = privacyPathFor(role);
  const items = notifications.data?.data ?? [];
  const unread = notifications.data ? unreadNotificationCount(items) : undefined;

  return (
    <AppShell
      skipLinkLabel={t(($) => $.shell.skipToMain)}
      reportLabel={t(($) => $.shell.report)}
      report={<ConnectionReport />}
      header={
        <AppHeader
          productName={t(($) => $.productName)}
          profileHref={href(linkOptions({ to: '/profile/list' }))}
          profileLabel={t(($) => $.shell.profile)}
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
          label={t(($) => $.shell.mainMenu)}
          toggleLabel={t(($) => $.shell.sideMenuToggle)}
          footer={
            // The desktop's menu offers the other language as the phone's does (issue 31 item 34).
            <Stack space="sm">
              <LanguageToggle />
              <LogoutForm />
            </Stack>
          }
        />
      }
      bottomNav={
        <BottomNav
          groups={groups}
          currentPath={pathname}
          privacyHref={privacyHref}
          termsHref={href(linkOptions({ to: '/kiyaku' }))}
          labels={{
            nav: t(($) => $.shell.bottomNav),
            home: t(($) => $.shell.home),
            privacy: t(($) => $.shell.privacyShort),
            terms: t(($) => $.shell.terms),
            menu: t(($) => $.shell.menu),
            close: t(($) => $.shell.close),
          }}
          menuFooter={
            // The phone's menu offers the other language too, not only the footer (issue 31 item 34).
            <Stack space="sm">
              <LanguageToggle />
              <LogoutForm />
            </Stack>
          }
          open={menuOpen}
          onOpenChange={onMenuOpenChange}
        />
      }
      footer={<SiteFooter privacyHref={privacyHref} />}
    >
      <ChatOutboxListener enabled={role ? hasChat(role) : false} />
      <PageTitle>{title}</PageTitle>
      {children}
    </AppShell>
  );
}
