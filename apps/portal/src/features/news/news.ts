import { apiKeys, isApiError, type Schemas } from '@portal/api-client';
import { type DateLocale, formatDate, HOME_LIST_PAGE_SIZE, homeSections } from '@portal/domain';
import type { Catalogue as CatalogueOf, ja } from '@portal/messages';
import type { NewsListItem } from '@portal/ui';
import type { QueryClient, QueryFunction, QueryKey } from '@tanstack/react-query';
import { type LinkOptions, linkOptions, redirect } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { queries } from '../../app/api';
import { informationLabelName } from '../../i18n/dataLabels';
import { cleanSearch, type ListSearch, toListQuery } from './search';

/**
 * Announcements (a classroom's news for its members' families) and information (news for every guardian,
 * with labels) are one feature: the same list, detail and home box, told apart by this table of texts,
 * calls, links and access (issue 11 item 5).
 */
export type NewsKind = 'announcement' | 'information';

/** What the screens read of a row and of a detail; each kind's schema has these and a few of its own. */
export type NewsRow = Schemas['Announcement'] & { labelName?: string };
export type NewsDetail = NewsRow & { content: string; name?: string };
export type NewsPage = Schemas['PageMeta'] & { data: NewsRow[] };

/** The part of a query's options the screens pass on: the same key and function in loader and component. */
export type NewsQuery<T> = { queryKey: QueryKey; queryFn: QueryFunction<T> };
const pick = <T>(options: { queryKey: QueryKey; queryFn?: unknown; retry?: unknown }) => options as NewsQuery<T>;

/** A status answer is final (a 400 sends the guardian home); only a failed connection is tried once more. */
const retryNetworkOnly = (count: number, error: unknown) => !isApiError(error) && count < 1;

const links = {
  announcementList: (search: ListSearch) => {
    const { labelsId: _none, ...rest } = cleanSearch(search);
    return linkOptions({ to: '/announcement/list', search: rest });
  },
  informationList: (search: ListSearch) => linkOptions({ to: '/information/list', search: cleanSearch(search) }),
  // A detail carries the list's page and filters it was opened from, for its back link (issue 31 item 27).
  announcement: (id: number, from: ListSearch = {}) => {
    const { labelsId: _none, ...rest } = cleanSearch(from);
    return linkOptions({ to: '/announcement/detail', search: { announcementsId: id, ...rest } });
  },
  information: (id: number, from: ListSearch = {}) =>
    linkOptions({ to: '/information/detail', search: { informationsId: id, ...cleanSearch(from) } }),
};

type Catalogue = CatalogueOf<typeof ja>;
type NewsTexts = Catalogue['news'] &
  Omit<Catalogue['information'], 'label' | 'allLabels'> &
  Partial<Catalogue['announcements']> &
  Partial<Catalogue['information']>;

/** The words of one news kind in the current language: those both kinds share, then the kind's own. */
export function useNewsTexts(kind: NewsKind): NewsTexts {
  const { t } = useTranslation();
  const shared = t(($) => $.news, { returnObjects: true });
  return kind === 'announcement'
    ? { ...shared, ...t(($) => $.announcements, { returnObjects: true }) }
    : { ...shared, ...t(($) => $.information, { returnObjects: true }) };
}

export type NewsConfig = {
  kind: NewsKind;
  list: (search: ListSearch) => NewsQuery<NewsPage>;
  /**
   * The home box's page: 4 a page, important ones included; `labelsId` (information only) narrows it to
   * one label (spec 1 §7: home sends perPage, labelsId and isImportant).
   */
  homeList: (page: number, labelsId?: number) => NewsQuery<NewsPage>;
  /** The pinned block of important items above the list (spec 1 §2 announcements, §7 information's imp/list). */
  pinned?: () => NewsQuery<NewsRow[]>;
  /** The label filter (information). */
  labels?: () => NewsQuery<Schemas['InformationLabel'][]>;
  /** The home box's label tabs (information): the label call with isHome=1 (spec 1 §7). */
  homeLabels?: () => NewsQuery<Schemas['InformationLabel'][]>;
  /**
   * The badge on a row: an announcement's classroom (a family with children in two classrooms gets the
   * same notice from each, issue 19 item 4), information's label. Absent when the backend sends none.
   */
  rowLabel: (row: NewsRow) => string | undefined;
  detail: (id: number) => NewsQuery<NewsDetail>;
  files: (id: number) => NewsQuery<Schemas['AttachedFile'][]>;
  /** Queries whose unread dots change once a detail has been opened. */
  readKeys: readonly QueryKey[];
  /** Spec 1 §2 "Home page": who may read this kind at all. */
  readableBy: (role: number) => boolean;
  listLink: (search: ListSearch) => ReturnType<(typeof links)['announcementList' | 'informationList']>;
  /** A detail; `from` is the list's search it was opened from, kept for the detail's back link. */
  detailLink: (id: number, from?: ListSearch) => ReturnType<(typeof links)['announcement' | 'information']>;
};

export const news: Record<NewsKind, NewsConfig> = {
  announcement: {
    kind: 'announcement',
    list: (search) => pick(queries.getAnnouncementList(toListQuery(search))),
    homeList: (page) => pick(queries.getAnnouncementList({ perPage: HOME_LIST_PAGE_SIZE, isImportant: 0, page })),
    pinned: () => pick(queries.getImportantAnnouncements()),
    rowLabel: (row) => row.classroomName || undefined,
    detail: (id) => pick({ ...queries.getAnnouncement({ announcementsId: id }), retry: retryNetworkOnly }),
    files: (id) => pick({ ...queries.getAnnouncementFiles({ announcementsId: id }), retry: retryNetworkOnly }),
    readKeys: [apiKeys.of('getAnnouncementList'), apiKeys.of('getImportantAnnouncements')],
    readableBy: (role) => homeSections(role).includes('announcements'),
    listLink: links.announcementList,
    detailLink: links.announcement,
  },
  information: {
    kind: 'information',
    list: (search) => pick(queries.getInformationList(toListQuery(search, true))),
    homeList: (page, labelsId) =>
      pick(
        queries.getInformationList({
          perPage: HOME_LIST_PAGE_SIZE,
          isImportant: 0,
          page,
          ...(labelsId === undefined ? {} : { labelsId }),
        }),
      ),
    pinned: () => pick(queries.getImportantInformation()),
    labels: () => pick(queries.getInformationLabels()),
    homeLabels: () => pick(queries.getInformationLabels({ isHome: 1 })),
    rowLabel: (row) => (row.labelName ? informationLabelName(row.labelName) : undefined),
    detail: (id) => pick({ ...queries.getInformation({ informationsId: id }), retry: retryNetworkOnly }),
    files: (id) => pick({ ...queries.getInformationFiles({ informationsId: id }), retry: retryNetworkOnly }),
    readKeys: [apiKeys.of('getInformationList'), apiKeys.of('getImportantInformation')],
    readableBy: () => true,
    listLink: links.informationList,
    detailLink: links.information,
  },
};

/** A page of this kind for the guardian's role, or home (the route's `beforeLoad`). */
export function requireReader(kind: NewsKind, role: number): void {
  if (!news[kind].readableBy(role)) throw redirect({ to: '/', replace: true });
}

/**
 * The list route's loader: the page of the list (and the pinned block and labels in the background). A page
 * number past the end, hand-edited or outdated, moves to the last page instead of showing nothing. A change of
 * filter or page on the list itself (`cause` 'stay') does not wait: the list stays on screen, busy, until the
 * new one comes (issue 31 item 28).
 */
export async function loadNewsList(
  queryClient: QueryClient,
  kind: NewsKind,
  search: ListSearch,
  cause: 'enter' | 'stay' | 'preload' = 'enter',
): Promise<void> {
  const config = news[kind];
  if (config.pinned) void queryClient.prefetchQuery(config.pinned());
  if (config.labels) void queryClient.prefetchQuery(config.labels());
  if (cause === 'stay') {
    void queryClient.prefetchQuery(config.list(search));
    return;
  }
  const page = await queryClient.ensureQueryData(config.list(search));
  if ((search.page ?? 1) > page.lastPage && page.lastPage >= 1) {
    throw redirect({ ...config.listLink({ ...search, page: page.lastPage }), replace: true });
  }
}

/**
 * The detail route's loader. A missing or malformed id (the route's search reads it as absent) and an id
 * the server refuses (spec 1 §2: a 400 from the detail call; also a 404) go home, all alike. Opening an
 * item marks it read, so the lists' unread dots are refreshed.
 */
export async function loadNewsDetail(
  queryClient: QueryClient,
  kind: NewsKind,
  id: number | undefined,
): Promise<number> {
  const config = news[kind];
  if (id === undefined) throw redirect({ to: '/', replace: true });
  try {
    await queryClient.ensureQueryData(config.detail(id));
  } catch (error) {
    if (isApiError(error) && (error.status === 400 || error.status === 404)) throw redirect({ to: '/', replace: true });
    throw error;
  }
  void queryClient.prefetchQuery(config.files(id));
  for (const queryKey of config.readKeys) void queryClient.invalidateQueries({ queryKey });
  return id;
}

/**
 * A row as the kit's NewsList shows it: the same on the list page and in the home box, dated in `locale`'s form;
 * `from` is the list page's search, carried to the detail for its back link.
 */
export function toNewsItem(
  config: NewsConfig,
  row: NewsRow,
  href: (options: LinkOptions) => string,
  locale: DateLocale = 'ja',
  from: ListSearch = {},
): NewsListItem {
  return {
    id: row.id,
    href: href(config.detailLink(row.id, from)),
    title: row.title,
    date: formatDate(row.publicDate, { locale }),
    unread: row.isUnread,
    important: row.isImportant,
    label: config.rowLabel(row),
  };
}
