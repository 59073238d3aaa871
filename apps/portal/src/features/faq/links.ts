import { linkOptions } from '@tanstack/react-router';

/** The FAQ pages as typed links (checked against the route tree); `useHref` turns one into an href. */
export const faqLinks = {
  top: linkOptions({ to: '/faq' }),
  search: (keyWord: string) => linkOptions({ to: '/faq/search', search: { keyWord } }),
  sections: (categoryId: number) => linkOptions({ to: '/faq/section/list/$id', params: { id: String(categoryId) } }),
  /** With the category the section belongs to, so the list can name both (the list call does not say). */
  articles: (sectionId: number, categoryId?: number) =>
    linkOptions({
      to: '/faq/article/List/$id',
      params: { id: String(sectionId) },
      search: categoryId === undefined ? {} : { categoryId },
    }),
  /** From a search, with its words: the article's way back is to those results (issue 31 item 27). */
  article: (articleId: number, categoryId?: number, keyWord?: string) =>
    linkOptions({
      to: '/faq/article/detail/$id',
      params: { id: String(articleId) },
      search: { ...(categoryId === undefined ? {} : { categoryId }), ...(keyWord ? { keyWord } : {}) },
    }),
};
