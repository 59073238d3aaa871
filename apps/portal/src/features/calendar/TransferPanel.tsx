import { formatTimeRange, transferRequestSchema } from '@portal/domain';
import { Alert, Button, ErrorSummary, Inline, Loader, RadioGroup, Stack } from '@portal/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { mutations, queries } from '../../app/api';
import { refusalMessage } from '../../app/serverMessage';
import { useAppForm } from '../../forms/useAppForm';
import { useDateLocale, useFormatDate } from '../../i18n/dates';

const FIELDS = ['lessonId'] as const;
type Values = { lessonId: string };

/**
 * Issue 33 (ADR 051): under an absence the classroom may take a transfer for, the way to ask for one: the
 * lessons of the same course with a free seat in the classroom's window, one chosen and sent. The seat is held
 * until the classroom answers; the calendar then shows 振替申請中.
 */
export function TransferPanel({
  reportId,
  kidName,
  lessonLabel,
  onSent,
}: {
  reportId: number;
  kidName: string;
  /** 「2026年12月14日（月） 16:00〜17:30 アドバンスコース」 */
  lessonLabel: string;
  /** Asked for: the report is no longer transferable once read again, so the parent says it went (this unmounts). */
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button
        type="button"
        variant="secondary"
        aria-label={t(($) => $.transfer.openFor, { kid: kidName, lesson: lessonLabel })}
        onClick={() => setOpen(true)}
      >
        {t(($) => $.transfer.open)}
      </Button>
    );
  }
  return <TransferForm reportId={reportId} onSent={onSent} onCancel={() => setOpen(false)} />;
}

function TransferForm({ reportId, onSent, onCancel }: { reportId: number; onSent: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const locale = useDateLocale();
  const options = useQuery({ ...queries.getAbsenceTransferOptions({ id: reportId }), retry: false });
  const send = useMutation(mutations.requestAbsenceTransfer());
  const { summary, submitCount, control, errorOf, handleSubmit, sending } = useAppForm<
    Values,
    z.output<typeof transferRequestSchema>
  >({
    schema: transferRequestSchema,
    defaultValues: { lessonId: '' },
    fields: FIELDS,
    idPrefix: `transfer-${reportId}`,
    failureMessage: (error) => refusalMessage(error) ?? t(($) => $.transfer.failed),
    askBeforeLeaving: false,
  });
  const submit = handleSubmit(async (values) => {
    await send.mutateAsync({ id: reportId, lessonId: values.lessonId });
    onSent();
  });
  if (options.isPending) return <Loader label={t(($) => $.transfer.loading)} />;
  if (options.isError) return <Alert tone="critical">{t(($) => $.transfer.loadFailed)}</Alert>;
  const data = options.data.data;
  const window = t(($) => $.transfer.window, {
    from: formatDate(data.windowFrom, { style: 'long' }),
    to: formatDate(data.windowTo, { style: 'long' }),
  });
  return (
    <Stack as="form" noValidate onSubmit={submit} space="md" aria-label={t(($) => $.transfer.formTitle)}>
      <p>
        <strong>{t(($) => $.transfer.formTitle)}</strong>
        <br />
        {window}
      </p>
      {data.lessons.length === 0 ? (
        <Alert tone="info">{t(($) => $.transfer.none)}</Alert>
      ) : (
        <>
          <ErrorSummary title={t(($) => $.transfer.errorSummary)} errors={summary} submitCount={submitCount} />
          <RadioGroup
            {...control('lessonId')}
            legend={t(($) => $.transfer.lessonLabel)}
            required
            options={data.lessons.map((lesson) => ({
              value: String(lesson.lessonId),
              label: t(($) => $.transfer.lessonOption, {
                date: formatDate(lesson.date, { style: 'long' }),
                hour: formatTimeRange(lesson.hour, locale),
                className: lesson.className,
                seats: lesson.freeSeats,
              }),
            }))}
            error={errorOf('lessonId')}
          />
        </>
      )}
      <Inline space="sm">
        {data.lessons.length > 0 ? (
          <Button type="submit" sending={sending}>
            {t(($) => $.transfer.send)}
          </Button>
        ) : null}
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t(($) => $.transfer.cancel)}
        </Button>
      </Inline>
    </Stack>
  );
}

/**
 * Issue 33 (ADR 051): a transfer request the classroom has not answered yet may be withdrawn: one press asks, a
 * second confirms (the seat it holds goes back to the classroom). A refusal from the server (already answered)
 * is said in its words, with the way on: the calendar is read again.
 */
export function TransferWithdraw({
  reportId,
  kidName,
  lessonLabel,
  onWithdrawn,
}: {
  reportId: number;
  kidName: string;
  lessonLabel: string;
  onWithdrawn: () => void;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const withdraw = useMutation(mutations.withdrawAbsenceTransfer());
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // The question takes the focus, so a keyboard or screen reader user hears what the next press does.
    if (asking) question.current?.focus();
  }, [asking]);
  if (!asking) {
    return (
      <Button
        type="button"
        variant="secondary"
        aria-label={t(($) => $.transfer.withdrawFor, { kid: kidName, lesson: lessonLabel })}
        onClick={() => setAsking(true)}
      >
        {t(($) => $.transfer.withdraw)}
      </Button>
    );
  }
  return (
    <Stack space="sm">
      <p ref={question} tabIndex={-1}>
        {t(($) => $.transfer.withdrawQuestion)}
      </p>
      {withdraw.isError ? (
        <Alert tone="critical">{refusalMessage(withdraw.error) ?? t(($) => $.transfer.withdrawFailed)}</Alert>
      ) : null}
      <Inline space="sm">
        <Button
          type="button"
          variant="danger"
          sending={withdraw.isPending}
          onClick={() => withdraw.mutate({ id: reportId }, { onSuccess: onWithdrawn })}
        >
          {t(($) => $.transfer.withdrawConfirm)}
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            withdraw.reset();
            setAsking(false);
          }}
        >
          {t(($) => $.transfer.withdrawKeep)}
        </Button>
      </Inline>
    </Stack>
  );
}
