import type { Schemas } from '@portal/api-client';
import { formatTimeRange, labelCodeOf, NO_ATTENDANCE_MESSAGE, WEEKDAYS_FROM_SUNDAY } from '@portal/domain';
import {
  Alert,
  AttendanceCard,
  type AttendanceStatus,
  EmptyState,
  Skeleton,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Tiles,
} from '@portal/ui';
import { visuallyHidden } from '@portal/ui/styles';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queries } from '../../app/api';
import { useDateLocale, useFormatDate } from '../../i18n/dates';
import { wordCode } from '../../i18n/wordCode';
import { AbsenceBadges } from '../calendar/AbsencePanel';
import { attendanceQuery } from './queries';

type Kid = Pick<Schemas['Kid'], 'id' | 'lastName' | 'firstName'>;

const STATUSES: Record<Schemas['AttendanceStatus'], AttendanceStatus> = {
  1: 'attended',
  2: 'absent',
  3: 'transferred',
};

export const fullName = (kid: Kid) => `${kid.lastName} ${kid.firstName}`;

/**
 * 受講履歴 (spec 1 §2 "Attendance history"): a tab per child by full name; only the chosen tab's history is
 * fetched, the first child's first (the loader). Cards show course, date, weekday, hour, classroom, class
 * and the status badge; a transfer shows its own badge, date and classroom (spec 1 §4).
 */
export function AttendancePage({ kids }: { kids: readonly Kid[] }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(String(kids[0]?.id ?? ''));
  if (kids.length === 0) return <EmptyState title={t(($) => $.attendance.noKids)} />;
  return (
    <Tabs value={selected} onValueChange={setSelected}>
      <TabList aria-label={t(($) => $.attendance.kids)}>
        {kids.map((kid) => (
          <Tab key={kid.id} value={String(kid.id)}>
            {fullName(kid)}
          </Tab>
        ))}
      </TabList>
      {kids.map((kid) => (
        <TabPanel key={kid.id} value={String(kid.id)}>
          <KidAttendance kid={kid} />
        </TabPanel>
      ))}
    </Tabs>
  );
}

function KidAttendance({ kid }: { kid: Kid }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const locale = useDateLocale();
  const history = useQuery(attendanceQuery(kid.id));
  if (history.isPending) return <Skeleton lines={4} />;
  if (history.isError) return <Alert tone="critical">{t(($) => $.attendance.loadFailed)}</Alert>;
  const items = history.data.data;
  if (items.length === 0) return <EmptyState title={wordCode(NO_ATTENDANCE_MESSAGE, t)} />;
  const weekday = (dayOfWeek: number) => {
    const code = labelCodeOf(WEEKDAYS_FROM_SUNDAY, dayOfWeek);
    return code ? wordCode(code, t) : '';
  };
  const heading = t(($) => $.attendance.list, { name: fullName(kid) });
  return (
    <Stack space="lg">
      <AbsenceReports kidId={kid.id} />
      {/* The cards' course headings sit under this one; the tab already shows the name. */}
      <h2 className={visuallyHidden}>{heading}</h2>
      <Tiles as="ul" space="md" tileWidth="wide" listStyle="none" margin={0} padding={0} aria-label={heading}>
        {items.map((item) => (
          <li key={`${item.date}-${item.hour}-${item.className}`}>
            <AttendanceCard
              courseName={item.kozaName}
              date={formatDate(item.date)}
              weekday={weekday(item.dayOfWeek)}
              hour={formatTimeRange(item.hour, locale)}
              classroomName={item.classroomName}
              groupName={item.className}
              status={STATUSES[item.attendanceStatus]}
              transfer={
                item.attendanceStatus === 3 && item.transfer
                  ? {
                      date: formatDate(item.transfer.date),
                      classroomName: item.transfer.classroomName,
                      status: item.transfer.attendanceStatus === 2 ? 'absent' : 'attended',
                    }
                  : undefined
              }
            />
            {item.absence ? <AbsenceBadges absence={item.absence} /> : null}
          </li>
        ))}
      </Tiles>
    </Stack>
  );
}

/** Issue 33: the child's absence, late-arrival and early-leave reports, the coming lessons' first, and their answers. */
function AbsenceReports({ kidId }: { kidId: number }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const locale = useDateLocale();
  const reports = useQuery(queries.getAbsenceReports({ kidId }));
  const headingId = `absence-reports-${kidId}`;
  if (reports.isPending) return null;
  if (reports.isError) return <Alert tone="critical">{t(($) => $.absence.listLoadFailed)}</Alert>;
  const data = reports.data.data;
  if (data.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Stack space="sm">
        <h2 id={headingId}>{t(($) => $.absence.listTitle)}</h2>
        <Stack as="ul" space="sm" listStyle="none" margin={0} padding={0}>
          {data.map((report) => (
            <li key={report.id}>
              <Stack space="xs">
                <span>
                  {t(($) => $.absence.lessonLine, {
                    date: formatDate(report.date),
                    hour: formatTimeRange(report.hour, locale),
                    course: report.courseName,
                    classroom: report.classroomName,
                  })}
                </span>
                <AbsenceBadges absence={{ ...report, transferStatus: report.transfer?.status ?? null }} />
                {report.staffNote ? <span>{t(($) => $.absence.staffComment, { note: report.staffNote })}</span> : null}
                {report.transfer ? (
                  <span>
                    {t(($) => $.transfer.lessonLine, {
                      date: formatDate(report.transfer.date),
                      hour: formatTimeRange(report.transfer.hour, locale),
                      status: t(($) => $.transfer.statuses[report.transfer?.status ?? 'requested']),
                    })}
                  </span>
                ) : null}
                {report.transfer?.note ? (
                  <span>{t(($) => $.transfer.comment, { note: report.transfer.note })}</span>
                ) : null}
              </Stack>
            </li>
          ))}
        </Stack>
      </Stack>
    </section>
  );
}
