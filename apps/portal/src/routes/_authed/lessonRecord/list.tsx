import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { queries } from '../../../app/api';
import { LessonRecordListPage } from '../../../features/lessonRecords/LessonRecordListPage';
import { parsePublicSearch, toPublicQuery } from '../../../features/lessonRecords/search';
import { RouteError } from '../../../features/shell/RouteStates';

export const Route = createFileRoute('/_authed/lessonRecord/list')({
  staticData: { title: keyFromSelector(($) => $.lessonRecords.publicTitle) },
  validateSearch: parsePublicSearch,
  loaderDeps: ({ search }) => search,
  // A new page, order or search on the list itself does not wait: the cards stay, busy (issue 31 items 7, 28).
  loader: async ({ context, deps, cause }) => {
    const query = queries.getPublicLessonRecords(toPublicQuery(deps));
    if (cause === 'stay') void context.queryClient.prefetchQuery(query);
    else await context.queryClient.ensureQueryData(query);
  },
  errorComponent: () => <RouteError message={keyFromSelector(($) => $.lessonRecords.publicLoadFailed)} />,
  // Not keyed on the search: a new one keeps the page (and its list, shown busy) and sets the form from the URL.
  component: function LessonRecordList() {
    return <LessonRecordListPage search={Route.useSearch()} />;
  },
});
