// External sites of the menu. They belong to the provider, so each deployment sets them; the defaults
// use the reserved .example domain and so are plainly unconfigured rather than pointing somewhere wrong.
const env = import.meta.env;

export const externalLinks = {
  faq: env.VITE_FAQ_URL ?? 'https://www.manabi.example/faq/',
  contact: env.VITE_CONTACT_URL ?? 'https://www.manabi.example/contact/',
  memberSite: env.VITE_MEMBER_SITE_URL ?? 'https://www.manabi.example/member/',
  /** Spec 2 §2.3 / §8: where the public booking forms send a visitor whose event or classroom is not found. */
  classroomSearch: env.VITE_CLASSROOM_SEARCH_URL ?? 'https://www.manabi.example/classroom/',
} as const;
