// The Japanese catalogue as the page loads it (issue 35): what every page may show comes with the first script;
// an area only some pages use loads with the first of them. The sections are the catalogue's own files
// (packages/messages/src/ja), picked here one by one rather than through its index, which would bring them all.
// `catalogue.test.ts` fails when a section is in neither list, so a new one cannot go missing from the pages.

import { absence } from '@portal/messages/ja/absence';
import { account } from '@portal/messages/ja/account';
import { installable } from '@portal/messages/ja/installable';
import { invitation } from '@portal/messages/ja/invitation';
import { labels } from '@portal/messages/ja/labels';
import { portal } from '@portal/messages/ja/portal';
import { push } from '@portal/messages/ja/push';
import { staffContent } from '@portal/messages/ja/staffContent';
import { ui } from '@portal/messages/ja/ui';
import { validation } from '@portal/messages/ja/validation';

/** With the first script: the guardian's pages, the sign-in and booking pages, the kit's words. */
export const firstCatalogue = {
  ...portal,
  ...validation,
  ...labels,
  ...account,
  ...invitation,
  ...installable,
  // Its lesson record reports are worded on the guardian's lesson record too.
  ...staffContent,
  ...absence,
  ...push,
  ui,
};

/** The areas that load with their pages, each the sections only its pages word. */
export const catalogueAreas = {
  /** The classroom's pages under /staff (their sign-in page loads it ahead, for the first staff page's title). */
  staff: async () => {
    const [team, news, lessons, applications, frame] = await Promise.all([
      import('@portal/messages/ja/staffTeam'),
      import('@portal/messages/ja/staffNews'),
      import('@portal/messages/ja/staffLessons'),
      import('@portal/messages/ja/staffApplications'),
      import('@portal/messages/ja/staffFrame'),
    ]);
    return {
      ...team.staffTeam,
      ...news.staffNews,
      ...lessons.staffLessons,
      ...applications.staffApplications,
      ...frame.staffFrame,
    };
  },
  /**
   * The server's own answers (refusals, mails): the server words them, and a page shows what it sends. Loaded
   * once the first page has taken over, for code that words one in Japanese itself.
   */
  server: async () => (await import('@portal/messages/ja/server')).server,
} satisfies Record<string, () => Promise<Record<string, unknown>>>;

export type CatalogueArea = keyof typeof catalogueAreas;
