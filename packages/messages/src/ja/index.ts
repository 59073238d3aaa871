// The Japanese catalogue, the source language: every piece of copy of the product, reviewed in one place
// (COPY.md). Values use i18next's {{name}} interpolation; screens read them with `t($ => $.area.key)`,
// the server words its answers from the same texts (ADR 025). One file per section keeps edits apart.
import { absence } from './absence';
import { account } from './account';
import { installable } from './installable';
import { invitation } from './invitation';
import { labels } from './labels';
import { portal } from './portal';
import { push } from './push';
import { server } from './server';
import { staffApplications } from './staffApplications';
import { staffContent } from './staffContent';
import { staffFrame } from './staffFrame';
import { staffLessons } from './staffLessons';
import { staffNews } from './staffNews';
import { staffTeam } from './staffTeam';
import { ui } from './ui';
import { validation } from './validation';

export const ja = {
  ...portal,
  ...validation,
  ...labels,
  ...server,
  ...account,
  ...invitation,
  ...installable,
  ...staffTeam,
  ...staffNews,
  ...staffLessons,
  ...staffContent,
  ...staffApplications,
  ...staffFrame,
  ...absence,
  ...push,
  ui,
} as const;
