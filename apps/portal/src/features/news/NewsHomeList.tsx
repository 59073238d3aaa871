import {
  Alert,
  Card,
  CardTitle,
  EmptyState,
  Link,
  NewsList,
  Pager,
  Skeleton,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@portal/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useHref } from '../../app/useHref';
import { informationLabelName } from '../../i18n/dataLabels';
import { useDateLocale } from '../../i18n/dates';
import { type NewsConfig, type NewsKind, news, toNewsItem, useNewsTexts } from './news';

export type NewsHomeListProps = {
  kind: NewsKind;
  /** The heading level inside the home page's outline. */
  headingLevel?: 2 | 3;
};

/**
 * Home: announcements or information, 4 a page (spec 1 §2 "Home page"), with the public date's first 11
 * characters. Each home box shows its own loading and failure, so one failing call never blanks the page.
 * Information adds tabs of its labels (spec 1 §7: the label call with isHome, the list with labelsId).
 */
export function NewsHomeList({ kind, headingLevel = 2 }: NewsHomeListProps) {
  const config = news[kind];
  const t = useNewsTexts(config.kind);
  const href = useHref();
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardTitle level={headingLevel} id={headingId}>
        {t.homeHeading}
      </CardTitle>
      {config.homeLabels ? <HomeLabelTabs kind={kind} query={config.homeLabels} /> : <HomeListPage kind={kind} />}
      <p>
        <Link href={href(config.listLink({}))}>{t.toList}</Link>
      </p>
    </Card>
  );
}

const ALL = 'all';

/**
 * 「すべて」 and one tab per label. The list does not wait for the labels; while they load, or when their
 * call fails or finds none, the box lists everything without tabs.
 */
function HomeLabelTabs({ kind, query }: { kind: NewsKind; query: Required<NewsConfig>['homeLabels'] }) {
  const t = useNewsTexts(kind);
  const labels = useQuery(query());
  const [chosen, setChosen] = useState(ALL);
  if (!labels.data || labels.data.length === 0) return <HomeListPage kind={kind} />;
  const tabs = [
    { value: ALL, name: t.allLabels ?? '', labelsId: undefined },
    ...labels.data.map((l) => ({ value: String(l.id), name: informationLabelName(l.labelName), labelsId: l.id })),
  ];
  // A label gone from a fresher answer falls back to everything.
  const value = tabs.some((tab) => tab.value === chosen) ? chosen : ALL;
  return (
    <Tabs value={value} onValueChange={setChosen}>
      <TabList aria-label={t.label ?? ''}>
        {tabs.map((tab) => (
          <Tab key={tab.value} value={tab.value}>
            {tab.name}
          </Tab>
        ))}
      </TabList>
      {/* Only the chosen panel renders its list, so a newly chosen label starts on page 1. */}
      {tabs.map((tab) => (
        <TabPanel key={tab.value} value={tab.value}>
          <Stack space="sm">
            <HomeListPage kind={kind} labelsId={tab.labelsId} />
          </Stack>
        </TabPanel>
      ))}
    </Tabs>
  );
}

/** One page of the box (of one label, for information) with its own loading, failure and empty states. */
function HomeListPage({ kind, labelsId }: { kind: NewsKind; labelsId?: number }) {
  const config = news[kind];
  const t = useNewsTexts(config.kind);
  const href = useHref();
  const locale = useDateLocale();
  const [page, setPage] = useState(1);
  const list = useQuery({ ...config.homeList(page, labelsId), placeholderData: keepPreviousData });
  if (list.isPending) return <Skeleton lines={4} />;
  if (list.isError) return <Alert tone="critical">{t.loadFailed}</Alert>;
  if (list.data.data.length === 0) return <EmptyState title={t.empty} />;
  return (
    <>
      <NewsList
        aria-label={t.listLabel}
        importantLabel={t.important}
        unreadLabel={t.unread}
        items={list.data.data.map((row) => toNewsItem(config, row, href, locale))}
      />
      <Pager aria-label={t.pager} current={list.data.currentPage} last={list.data.lastPage} onPageChange={setPage} />
    </>
  );
}
