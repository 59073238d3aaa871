import { fixtures } from '@portal/api-client/mocks';
import { HttpResponse, http } from 'msw';

/** A small picture as a data URL, so a story shows an icon without an image request. */
export const STORY_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#2f7d6d"/><circle cx="48" cy="38" r="18" fill="#fff"/><rect x="20" y="62" width="56" height="26" rx="13" fill="#fff"/></svg>',
)}`;

/** GET /api/user answering this user (stories of a profile the fixtures do not cover). */
export const userHandler = (user: ReturnType<typeof fixtures.user>) =>
  http.get('*/api/user', () => HttpResponse.json(user));

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
