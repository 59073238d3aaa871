import type { Schemas } from '@portal/api-client';
import { ABSENCE_KINDS, ABSENCE_LIMITS, ABSENCE_REASONS, absenceReportSchema } from '@portal/domain';
import { Alert, Badge, type BadgeTone, Button, ErrorSummary, Inline, RadioGroup, Stack, TextArea } from '@portal/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { mutations } from '../../app/api';
import { formDrafts } from '../../forms/drafts';
import { useAppForm } from '../../forms/useAppForm';
import { TransferPanel, TransferWithdraw } from './TransferPanel';

type Summary = Schemas['AbsenceSummary'];

const FIELDS = ['kind', 'reason', 'note'] as const;
/** What the form holds before a choice is made (the schema's output has the chosen kind and reason). */
type Values = { kind: string; reason: string; note: string };
const draftKey = (kidId: number, lessonId: number) => `absence.${kidId}.${lessonId}`;

export const ABSENCE_TONES: Record<Summary['status'], BadgeTone> = {
  pending: 'caution',
  confirmed: 'positive',
  refused: 'critical',
};

/** Issue 33 (ADR 051): the transfer's badge: 振替申請中, 振替決定, or refused. */
export const TRANSFER_TONES: Record<NonNullable<Summary['transferStatus']>, BadgeTone> = {
  requested: 'caution',
  accepted: 'positive',
  refused: 'critical',
};

/** 「欠席：確認中」 with 当日連絡 when it came after the cut-off, and the transfer's status (issue 33). */
export function AbsenceBadges({
  absence,
}: {
  absence: Pick<Summary, 'kind' | 'status' | 'late'> & { transferStatus?: Summary['transferStatus'] };
}) {
  const { t } = useTranslation();
  return (
    <Inline space="xs">
      <Badge tone={ABSENCE_TONES[absence.status]}>
        {t(($) => $.absence.reported, {
          kind: t(($) => $.absence.kinds[absence.kind]),
          status: t(($) => $.absence.statuses[absence.status]),
        })}
      </Badge>
      {absence.late ? <Badge tone="neutral">{t(($) => $.absence.lateFlag)}</Badge> : null}
      {absence.transferStatus ? (
        <Badge tone={TRANSFER_TONES[absence.transferStatus]}>
          {t(($) => $.transfer.statuses[absence.transferStatus ?? 'requested'])}
        </Badge>
      ) : null}
    </Inline>
  );
}

/**
 * Issue 33: under a lesson in the calendar's day dialog, the family's report for it (確認中 until the classroom
 * confirms), or the way to send one. What is typed is kept as a draft: a failed send keeps it on screen, and
 * closing the dialog and opening the lesson again finds it there.
 */
export function AbsencePanel({
  kidId,
  lessonId,
  kidName,
  lessonLabel,
  absence,
  open: canReport,
}: {
  kidId: number;
  lessonId: number;
  kidName: string;
  /** 「2026年12月14日（月） 16:00〜17:30 アドバンスコース」 */
  lessonLabel: string;
  absence: Summary | null | undefined;
  /** Whether the lesson is still ahead (a started one is reported by phone). */
  open: boolean;
}) {
  const { t } = useTranslation();
  const [formOpen, setFormOpen] = useState(() => formDrafts.load(draftKey(kidId, lessonId)) !== null);
  const [sent, setSent] = useState(false);
  // What the guardian did with a transfer here: the calendar reads the report again, the words stay.
  const [transferDone, setTransferDone] = useState<'sent' | 'withdrawn' | null>(null);
  const transferSent = transferDone === 'sent';
  // Sent: the report shows as soon as the calendar reads it again.
  if (absence || sent) {
    return (
      <Stack space="xs">
        {absence ? <AbsenceBadges absence={absence} /> : null}
        {transferSent ? (
          <p role="status">{t(($) => $.transfer.sent)}</p>
        ) : transferDone === 'withdrawn' ? (
          <p role="status">{t(($) => $.transfer.withdrawn)}</p>
        ) : sent ? (
          <p role="status">{t(($) => $.absence.sent)}</p>
        ) : null}
        {absence?.transferable && !transferSent ? (
          <TransferPanel
            reportId={absence.id}
            kidName={kidName}
            lessonLabel={lessonLabel}
            onSent={() => setTransferDone('sent')}
          />
        ) : null}
        {absence?.transferStatus === 'requested' && transferDone !== 'withdrawn' ? (
          <TransferWithdraw
            reportId={absence.id}
            kidName={kidName}
            lessonLabel={lessonLabel}
            onWithdrawn={() => setTransferDone('withdrawn')}
          />
        ) : null}
      </Stack>
    );
  }
  if (!canReport) return null;
  if (!formOpen) {
    return (
      <Button
        type="button"
        variant="secondary"
        aria-label={t(($) => $.absence.openFor, { kid: kidName, lesson: lessonLabel })}
        onClick={() => setFormOpen(true)}
      >
        {t(($) => $.absence.open)}
      </Button>
    );
  }
  return (
    <AbsenceForm
      kidId={kidId}
      lessonId={lessonId}
      title={t(($) => $.absence.formLead, { kid: kidName, lesson: lessonLabel })}
      onSent={() => setSent(true)}
      onCancel={() => setFormOpen(false)}
    />
  );
}

function AbsenceForm({
  kidId,
  lessonId,
  title,
  onSent,
  onCancel,
}: {
  kidId: number;
  lessonId: number;
  title: string;
  onSent: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const send = useMutation(mutations.createAbsenceReport());
  const { summary, submitCount, input, control, errorOf, handleSubmit, clearDraft, sending, form } = useAppForm<
    Values,
    z.output<typeof absenceReportSchema>
  >({
    schema: absenceReportSchema,
    defaultValues: { kind: '', reason: '', note: '' },
    fields: FIELDS,
    idPrefix: `absence-${kidId}-${lessonId}`,
    draftKey: draftKey(kidId, lessonId),
    failureMessage: () => t(($) => $.absence.failed),
    // A dialog's form: closing it keeps the draft, so leaving the page need not ask.
    askBeforeLeaving: false,
  });
  const submit = handleSubmit(async (values) => {
    await send.mutateAsync({ kidId, lessonId, kind: values.kind, reason: values.reason, note: values.note });
    clearDraft();
    onSent();
  });
  const note = form.watch('note') ?? '';
  return (
    <Stack as="form" noValidate onSubmit={submit} space="md" aria-label={t(($) => $.absence.formTitle)}>
      <p>
        <strong>{t(($) => $.absence.formTitle)}</strong>
        <br />
        {title}
      </p>
      <ErrorSummary title={t(($) => $.absence.errorSummary)} errors={summary} submitCount={submitCount} />
      <RadioGroup
        {...control('kind')}
        legend={t(($) => $.absence.kindLabel)}
        required
        orientation="horizontal"
        options={ABSENCE_KINDS.map((kind) => ({ value: kind, label: t(($) => $.absence.kinds[kind]) }))}
        error={errorOf('kind')}
      />
      <RadioGroup
        {...control('reason')}
        legend={t(($) => $.absence.reasonLabel)}
        required
        orientation="horizontal"
        options={ABSENCE_REASONS.map((reason) => ({ value: reason, label: t(($) => $.absence.reasons[reason]) }))}
        error={errorOf('reason')}
      />
      <TextArea
        {...input('note')}
        value={note}
        label={t(($) => $.absence.noteLabel)}
        hint={t(($) => $.absence.noteHint)}
        limit={ABSENCE_LIMITS.note}
        rows={3}
        error={errorOf('note')}
      />
      <Alert tone="info">{t(($) => $.absence.cutoffNote)}</Alert>
      <Inline space="sm">
        <Button type="submit" sending={sending}>
          {t(($) => $.absence.send)}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t(($) => $.absence.cancel)}
        </Button>
      </Inline>
    </Stack>
  );
}
