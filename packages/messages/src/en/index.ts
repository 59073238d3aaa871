// The English catalogue: the same keys as ja (the type fails the build on a missing or extra key).
import type { Catalogue } from '../catalogue';
import type { ja } from '../ja';
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

export const en: Catalogue<typeof ja> = {
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
};
