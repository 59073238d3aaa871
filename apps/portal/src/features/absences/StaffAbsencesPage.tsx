import type { Schemas } from '@portal/api-client';
import { ABSENCE_LIMITS, ABSENCE_STATUSES, absenceDecisionSchema, formatTimeRange } from '@portal/domain';
import {
  Alert,
  Badge,
  Button,
  Card,
  ErrorSummary,
  Inline,
  Loader,
  Select,
  Stack,
  TextArea,
  TextField,
} from '@portal/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { mutations, queries } from '../../app/api';
import { useAppForm } from '../../forms/useAppForm';
import { useDateLocale, useFormatDate } from '../../i18n/dates';
import { ABSENCE_TONES } from '../calendar/AbsencePanel';
import { AbsenceSettingsSection } from './AbsenceSettingsSection';
import { StaffTransfer } from './StaffTransferForm';

type Report = Schemas['AbsenceReport'];
export type StaffAbsenceSearch = { date?: string; status?: Report['status'] | 'all' };

/**
 * Issue 33 (ADR 046), the classroom side: the families' absence, late-arrival and early-leave reports for the
 * lessons of the staff member's classrooms, filtered by the lessons' day and status, each confirmed or refused
 * with a comment the family reads. The filter lives in the address, so a mailed link opens the day.
 */
export function StaffAbsencesPage({
  search,
  onSearch,
}: {
  search: StaffAbsenceSearch;
  onSearch: (search: StaffAbsenceSearch) => void;
}) {
  const { t } = useTranslation();
  const list = useQuery({
    ...queries.getStaffAbsences({ date: search.date, status: search.status ?? 'all' }),
    retry: false,
  });
  const [notice, setNotice] = useState<string | null>(null);
  const [date, setDate] = useState(search.date ?? '');
  const [status, setStatus] = useState<string>(search.status ?? 'all');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    onSearch({
      ...(date ? { date } : {}),
      ...(status !== 'all' ? { status: status as Report['status'] } : {}),
    });
  };
  const reports = list.data?.data ?? [];
  return (
    <Stack space="lg">
      <p>{t(($) => $.staffAbsences.lead)}</p>
      <Card as="section" padding="md" aria-labelledby="staff-absences-filter">
        <Stack as="form" space="md" onSubmit={apply} noValidate>
          <h2 id="staff-absences-filter">{t(($) => $.staffAbsences.filterTitle)}</h2>
          <Inline space="md" alignItems="flex-end">
            <TextField
              id="staff-absences-date"
              type="date"
              label={t(($) => $.staffAbsences.dateLabel)}
              value={date}
              onChange={(event) => setDate(event.target.value)}
              showOptional={false}
            />
            <Select
              id="staff-absences-status"
              label={t(($) => $.staffAbsences.statusLabel)}
              value={status}
              onChange={(event) => setStatus(event.target.value)}
              placeholder={null}
              width="medium"
              showOptional={false}
              options={[
                { value: 'all', label: t(($) => $.staffAbsences.statusAll) },
                ...ABSENCE_STATUSES.map((s) => ({ value: s, label: t(($) => $.absence.statuses[s]) })),
              ]}
            />
            <Inline space="sm">
              <Button type="submit">{t(($) => $.staffAbsences.apply)}</Button>
              <Button
                type="button"
                variant="secondary"
                onClick={() => {
                  setDate('');
                  setStatus('all');
                  onSearch({});
                }}
              >
                {t(($) => $.staffAbsences.clear)}
              </Button>
            </Inline>
          </Inline>
        </Stack>
      </Card>
      {notice ? (
        <Alert tone="positive" role="status">
          {notice}
        </Alert>
      ) : null}
      {list.isPending ? (
        <Loader label={t(($) => $.common.loading)} />
      ) : list.isError ? (
        <Alert tone="critical">{t(($) => $.staffAbsences.loadFailed)}</Alert>
      ) : reports.length === 0 ? (
        <p>{t(($) => $.staffAbsences.empty)}</p>
      ) : (
        <Stack space="md">
          <p role="status">{t(($) => $.staffAbsences.count, { count: reports.length })}</p>
          <Stack as="ul" space="md" listStyle="none" margin={0} padding={0}>
            {reports.map((report) => (
              <ReportCard
                key={report.id}
                report={report}
                onDecided={() => setNotice(t(($) => $.staffAbsences.decided))}
                onTransferDecided={() => setNotice(t(($) => $.staffTransfers.decided))}
              />
            ))}
          </Stack>
        </Stack>
      )}
      <AbsenceSettingsSection />
    </Stack>
  );
}

function ReportCard({
  report,
  onDecided,
  onTransferDecided,
}: {
  report: Report;
  onDecided: () => void;
  onTransferDecided: () => void;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const locale = useDateLocale();
  const headingId = `staff-absence-${report.id}`;
  return (
    <Card as="li" padding="md" space="sm" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {t(($) => $.staffAbsences.kid, { name: report.kidName })}（
        {t(($) => $.staffAbsences.family, { name: report.familyName })}）
      </h3>
      <p>
        {t(($) => $.absence.lessonLine, {
          date: formatDate(report.date, { style: 'long' }),
          hour: formatTimeRange(report.hour, locale),
          course: report.courseName,
          classroom: report.classroomName,
        })}
      </p>
      <Inline space="xs">
        <Badge tone="info">{t(($) => $.absence.kinds[report.kind])}</Badge>
        <Badge tone={ABSENCE_TONES[report.status]}>{t(($) => $.absence.statuses[report.status])}</Badge>
        {report.late ? <Badge tone="caution">{t(($) => $.absence.lateFlag)}</Badge> : null}
      </Inline>
      <p>{t(($) => $.staffAbsences.reasonLine, { reason: t(($) => $.absence.reasons[report.reason]) })}</p>
      <p>
        {report.note ? t(($) => $.staffAbsences.noteLine, { note: report.note }) : t(($) => $.staffAbsences.noNote)}
      </p>
      <p>{t(($) => $.staffAbsences.reportedAt, { at: formatDate(report.createdAt, { time: true }) })}</p>
      {report.status === 'pending' ? (
        <DecisionForm report={report} labelledBy={headingId} onDecided={onDecided} />
      ) : (
        <>
          {report.decidedAt ? (
            <p>{t(($) => $.staffAbsences.decidedAt, { at: formatDate(report.decidedAt, { time: true }) })}</p>
          ) : null}
          {report.staffNote ? <p>{t(($) => $.absence.staffComment, { note: report.staffNote })}</p> : null}
        </>
      )}
      {report.transfer ? (
        <StaffTransfer
          report={{ ...report, transfer: report.transfer }}
          labelledBy={headingId}
          onDecided={onTransferDecided}
        />
      ) : null}
    </Card>
  );
}

type DecisionValues = { decision: string; staffNote: string };
const FIELDS = ['staffNote'] as const;

function DecisionForm({
  report,
  labelledBy,
  onDecided,
}: {
  report: Report;
  /** The card's heading names the form: one form per report on the page. */
  labelledBy: string;
  onDecided: () => void;
}) {
  const { t } = useTranslation();
  const send = useMutation(mutations.decideStaffAbsence());
  const { summary, submitCount, input, errorOf, handleSubmit, clearDraft, sending, form } = useAppForm<
    DecisionValues,
    z.output<typeof absenceDecisionSchema>
  >({
    schema: absenceDecisionSchema,
    defaultValues: { decision: '', staffNote: '' },
    fields: FIELDS,
    idPrefix: `staff-absence-${report.id}`,
    draftKey: `staffAbsence.${report.id}`,
    failureMessage: () => t(($) => $.staffAbsences.decideFailed),
  });
  const submit = handleSubmit(async (values) => {
    await send.mutateAsync({ id: report.id, decision: values.decision, staffNote: values.staffNote });
    clearDraft();
    onDecided();
  });
  const note = form.watch('staffNote') ?? '';
  const choose = (decision: 'confirm' | 'refuse') => () => form.setValue('decision', decision);
  return (
    <Stack as="form" noValidate onSubmit={submit} space="sm" aria-labelledby={labelledBy}>
      <ErrorSummary title={t(($) => $.staffAbsences.errorSummary)} errors={summary} submitCount={submitCount} />
      <TextArea
        {...input('staffNote')}
        value={note}
        label={t(($) => $.staffAbsences.staffNoteLabel)}
        hint={t(($) => $.staffAbsences.staffNoteHint)}
        limit={ABSENCE_LIMITS.staffNote}
        rows={2}
        error={errorOf('staffNote')}
      />
      <Inline space="sm">
        <Button type="submit" sending={sending && form.getValues('decision') === 'confirm'} onClick={choose('confirm')}>
          {t(($) => $.staffAbsences.confirm)}
        </Button>
        <Button
          type="submit"
          variant="secondary"
          sending={sending && form.getValues('decision') === 'refuse'}
          onClick={choose('refuse')}
        >
          {t(($) => $.staffAbsences.refuse)}
        </Button>
      </Inline>
    </Stack>
  );
}
