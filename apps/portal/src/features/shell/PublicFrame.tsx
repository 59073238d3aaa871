import { AppHeader, AppShell, PageTitle } from '@portal/ui';
import { linkOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref } from '../../app/useHref';
import { ConnectionReport } from './ConnectionReport';
import { SiteFooter } from './SiteFooter';
import { useRouteTitle } from './useRouteTitle';

/** The frame of pages seen before sign-in: the logo, the route's title and the footer, no menus. */
export function PublicFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const href = useHref();
  const title = useRouteTitle() ?? t(($) => $.titles.home);
  return (
    <AppShell
      skipLinkLabel={t(($) => $.shell.skipToMain)}
      reportLabel={t(($) => $.shell.report)}
      report={<ConnectionReport />}
      header={<AppHeader productName={t(($) => $.productName)} />}
      footer={<SiteFooter privacyHref={href(linkOptions({ to: '/privacy/main' }))} />}
    >
      <PageTitle>{title}</PageTitle>
      {children}
    </AppShell>
  );
}
