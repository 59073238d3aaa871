import type { Schemas } from '@portal/api-client';
import { formatTimeRange, TRANSFER_LIMITS, transferDecisionSchema } from '@portal/domain';
import { Badge, Button, ErrorSummary, Inline, Stack, TextArea } from '@portal/ui';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { mutations } from '../../app/api';
import { refusalMessage } from '../../app/serverMessage';
import { useAppForm } from '../../forms/useAppForm';
import { useDateLocale, useFormatDate } from '../../i18n/dates';
import { TRANSFER_TONES } from '../calendar/AbsencePanel';

type Report = Schemas['AbsenceReport'];
type DecisionValues = { decision: string; note: string };
const FIELDS = ['note'] as const;

/**
 * Issue 33 (ADR 051), on a report's card: the lesson the family asked to take instead, its status, and while it
 * waits the staff answer (accept, or refuse with a comment the family reads).
 */
export function StaffTransfer({
  report,
  labelledBy,
  onDecided,
}: {
  report: Report & { transfer: NonNullable<Report['transfer']> };
  labelledBy: string;
  onDecided: () => void;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const locale = useDateLocale();
  const { transfer } = report;
  // The card's absence form is named by the card's heading; this one adds the transfer's line, so each form
  // (a landmark) has a name of its own.
  const lineId = `staff-transfer-${report.id}`;
  return (
    <Stack space="sm">
      <Inline space="xs" alignItems="center">
        <span id={lineId}>
          {t(($) => $.staffTransfers.lessonLine, {
            date: formatDate(transfer.date, { style: 'long' }),
            hour: formatTimeRange(transfer.hour, locale),
            className: transfer.className,
          })}
        </span>
        <Badge tone={TRANSFER_TONES[transfer.status]}>{t(($) => $.transfer.statuses[transfer.status])}</Badge>
      </Inline>
      {transfer.status === 'requested' ? (
        <TransferDecisionForm reportId={report.id} labelledBy={`${labelledBy} ${lineId}`} onDecided={onDecided} />
      ) : transfer.note ? (
        <p>{t(($) => $.transfer.comment, { note: transfer.note })}</p>
      ) : null}
    </Stack>
  );
}

function TransferDecisionForm({
  reportId,
  labelledBy,
  onDecided,
}: {
  reportId: number;
  labelledBy: string;
  onDecided: () => void;
}) {
  const { t } = useTranslation();
  const send = useMutation(mutations.decideStaffTransfer());
  const { summary, submitCount, input, errorOf, handleSubmit, clearDraft, sending, form } = useAppForm<
    DecisionValues,
    z.output<typeof transferDecisionSchema>
  >({
    schema: transferDecisionSchema,
    defaultValues: { decision: '', note: '' },
    fields: FIELDS,
    idPrefix: `staff-transfer-${reportId}`,
    draftKey: `staffTransfer.${reportId}`,
    failureMessage: (error) => refusalMessage(error) ?? t(($) => $.staffTransfers.failed),
  });
  const submit = handleSubmit(async (values) => {
    await send.mutateAsync({ id: reportId, decision: values.decision, note: values.note });
    clearDraft();
    onDecided();
  });
  const note = form.watch('note') ?? '';
  const choose = (decision: 'accept' | 'refuse') => () => form.setValue('decision', decision);
  return (
    <Stack as="form" noValidate onSubmit={submit} space="sm" aria-labelledby={labelledBy}>
      <ErrorSummary title={t(($) => $.staffAbsences.errorSummary)} errors={summary} submitCount={submitCount} />
      <TextArea
        {...input('note')}
        value={note}
        label={t(($) => $.staffTransfers.noteLabel)}
        hint={t(($) => $.staffTransfers.noteHint)}
        limit={TRANSFER_LIMITS.note}
        rows={2}
        error={errorOf('note')}
      />
      <Inline space="sm">
        <Button type="submit" sending={sending && form.getValues('decision') === 'accept'} onClick={choose('accept')}>
          {t(($) => $.staffTransfers.accept)}
        </Button>
        <Button
          type="submit"
          variant="secondary"
          sending={sending && form.getValues('decision') === 'refuse'}
          onClick={choose('refuse')}
        >
          {t(($) => $.staffTransfers.refuse)}
        </Button>
      </Inline>
    </Stack>
  );
}
