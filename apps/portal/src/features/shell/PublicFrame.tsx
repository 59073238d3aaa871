import { AppHeader, AppShell, Footer, PageTitle } from '@portal/ui';
import type { ReactNode } from 'react';
import { messages } from '../../app/messages';
import { paths } from '../../app/paths';
import { useRouteTitle } from './useRouteTitle';

const s = messages.shell;

/** The frame of pages seen before sign-in: the logo, the route's title and the footer, no menus. */
export function PublicFrame({ children }: { children: ReactNode }) {
  const title = useRouteTitle() ?? messages.titles.home;
  return (
    <AppShell
      skipLinkLabel={s.skipToMain}
      header={<AppHeader productName={messages.productName} />}
      footer={
        <Footer
          privacyHref={paths.privacyMain}
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
