import { createHttp, fixtures } from '@portal/api-client/mocks';

/** A small picture as a data URL, so a story shows an icon without an image request. */
export const STORY_ICON = fixtures.ICON_DATA_URL;

/** GET /api/user answering this user (stories of a profile the fixtures do not cover). */
export const userHandler = (user: ReturnType<typeof fixtures.user>) =>
  createHttp('*').get('/api/user', ({ response }) => response(200).json(user));

/** A member with nothing but the required fields, and no children registered. */
export const sparseMember = fixtures.user(6, {
  kids: [],
  birthYear: null,
  telNumber: null,
  zipcode: null,
  prefectureId: null,
  prefectureName: null,
  city: null,
  block: null,
  building: null,
});
