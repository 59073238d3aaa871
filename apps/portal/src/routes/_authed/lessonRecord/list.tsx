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
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(queries.getPublicLessonRecords(toPublicQuery(deps))),
  errorComponent: () => <RouteError message={keyFromSelector(($) => $.lessonRecords.publicLoadFailed)} />,
  // A new search starts the form again from the URL's values.
  component: function LessonRecordList() {
    const search = Route.useSearch();
    return <LessonRecordListPage key={JSON.stringify(search)} search={search} />;
  },
});
