import { Alert, AppHeader, AppShell, BackLink, BottomNav, PageTitle, Sidebar, Stack } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { linkOptions, Outlet, useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queries } from '../../app/api';
import { useSidebarCollapsed } from '../../app/sidebarState';
import { useHref } from '../../app/useHref';
import { useStaffChatUnread } from '../chat/useStaffChatUnread';
import { ConnectionReport } from '../shell/ConnectionReport';
import { LanguageToggle } from '../shell/LanguageSwitch';
import { LogoutForm } from '../shell/LogoutForm';
import { PublicFrame } from '../shell/PublicFrame';
import { SiteFooter } from '../shell/SiteFooter';
import { useRouteTitle } from '../shell/useRouteTitle';
import { StaffIdentity } from './StaffIdentity';
import { useStaffNav } from './StaffNav';

/**
 * The classroom side's frame (the `_staff` layout route, issue 33): the staff pages' one navigation (the sidebar on
 * a desktop, the full-screen menu on a phone), the staff member and their classrooms, sign-out, and the live count of
 * unread guardian messages. A guardian's session is told who the pages are for, without that navigation, and led back
 * to the guardian portal (issue 32).
 */
export function StaffLayout({ guardian }: { guardian: boolean }) {
  const { t } = useTranslation();
  if (guardian) {
    return (
      <PublicFrame>
        <Alert tone="critical">
          <p>{t(($) => $.shell.staffOnly)}</p>
          <BackLink href="/">{t(($) => $.staffShell.toPortal)}</BackLink>
        </Alert>
      </PublicFrame>
    );
  }
  return (
    <StaffFrame>
      <Outlet />
    </StaffFrame>
  );
}

function StaffFrame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const href = useHref();
  const [menuOpen, setMenuOpen] = useState(false);
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const pathname = useLocation({ select: (location) => location.pathname.replace(/(.)\/$/, '$1') });
  const title = useRouteTitle() ?? t(($) => $.titles.home);
  // The guard put the staff member in the cache; asked again only when it has gone stale.
  const staff = useQuery({ ...queries.getStaffSession(), retry: false });
  const chatUnread = useStaffChatUnread(staff.data?.id);
  const groups = useStaffNav(chatUnread);
  const privacyHref = href(linkOptions({ to: '/privacy/main' }));
  const identity = <StaffIdentity staff={staff.data} failed={staff.isError} />;

  return (
    <AppShell
      skipLinkLabel={t(($) => $.shell.skipToMain)}
      reportLabel={t(($) => $.shell.report)}
      report={<ConnectionReport />}
      header={<AppHeader productName={t(($) => $.productName)} homeHref={href(linkOptions({ to: '/staff' }))} />}
      sidebar={
        <Sidebar
          groups={groups}
          currentPath={pathname}
          collapsed={collapsed}
          onCollapsedChange={setCollapsed}
          label={t(($) => $.shell.staffNav)}
          toggleLabel={t(($) => $.staffFrame.sideMenuToggle)}
          footer={
            <Stack space="md">
              {identity}
              <LogoutForm />
            </Stack>
          }
        />
      }
      bottomNav={
        <BottomNav
          groups={groups}
          currentPath={pathname}
          homeHref={href(linkOptions({ to: '/staff' }))}
          privacyHref={privacyHref}
          termsHref={href(linkOptions({ to: '/kiyaku' }))}
          labels={{
            nav: t(($) => $.shell.staffNav),
            home: t(($) => $.staffFrame.home),
            privacy: t(($) => $.staffFrame.privacy),
            terms: t(($) => $.staffFrame.terms),
            menu: t(($) => $.staffFrame.menu),
            close: t(($) => $.staffFrame.close),
          }}
          menuFooter={
            <Stack space="md">
              {identity}
              <LanguageToggle />
              <LogoutForm />
            </Stack>
          }
          open={menuOpen}
          onOpenChange={setMenuOpen}
        />
      }
      footer={<SiteFooter privacyHref={privacyHref} />}
    >
      <PageTitle>{title}</PageTitle>
      {children}
    </AppShell>
  );
}
