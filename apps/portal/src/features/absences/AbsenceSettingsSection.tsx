import type { Schemas } from '@portal/api-client';
import { absenceSettingsSchema, TRANSFER_WINDOW_MAX } from '@portal/domain';
import { Alert, Button, Card, ErrorSummary, Loader, RadioGroup, Select, Stack, TextField } from '@portal/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { mutations, queries } from '../../app/api';
import { refusalMessage } from '../../app/serverMessage';
import { useAppForm } from '../../forms/useAppForm';

type Settings = Schemas['AbsenceSettings'];
type Values = { cutoffTime: string; transfersOffered: string; transferWindowMonths: string };
const FIELDS = ['cutoffTime', 'transfersOffered', 'transferWindowMonths'] as const;
const WINDOWS = Array.from({ length: TRANSFER_WINDOW_MAX + 1 }, (_, i) => String(i) as '0' | '1' | '2' | '3');

/**
 * Issue 33 (ADR 051): for each classroom the staff member works at, the day's cut-off for absence reports,
 * whether the classroom takes transfers, and the transfer window. The families' calendar follows at once.
 */
export function AbsenceSettingsSection() {
  const { t } = useTranslation();
  const settings = useQuery({ ...queries.getStaffAbsenceSettings(), retry: false });
  return (
    <Card as="section" padding="md" space="md" aria-labelledby="absence-settings-title">
      <h2 id="absence-settings-title">{t(($) => $.absenceSettings.title)}</h2>
      <p>{t(($) => $.absenceSettings.lead)}</p>
      {settings.isPending ? (
        <Loader label={t(($) => $.common.loading)} />
      ) : settings.isError ? (
        <Alert tone="critical">{t(($) => $.absenceSettings.loadFailed)}</Alert>
      ) : settings.data.data.length === 0 ? (
        <p>{t(($) => $.absenceSettings.none)}</p>
      ) : (
        settings.data.data.map((room) => <ClassroomSettings key={room.classroomId} room={room} />)
      )}
    </Card>
  );
}

function ClassroomSettings({ room }: { room: Settings }) {
  const { t } = useTranslation();
  const save = useMutation(mutations.updateStaffAbsenceSettings());
  const [saved, setSaved] = useState(false);
  const headingId = `absence-settings-${room.classroomId}`;
  const { summary, submitCount, input, control, errorOf, handleSubmit, sending, form } = useAppForm<
    Values,
    z.output<typeof absenceSettingsSchema>
  >({
    schema: absenceSettingsSchema,
    defaultValues: {
      cutoffTime: room.cutoffTime,
      transfersOffered: String(room.transfersOffered),
      transferWindowMonths: String(room.transferWindowMonths),
    },
    fields: FIELDS,
    idPrefix: headingId,
    failureMessage: (error) => refusalMessage(error) ?? t(($) => $.absenceSettings.failed),
  });
  const submit = handleSubmit(async (values) => {
    setSaved(false);
    await save.mutateAsync({ classroomId: room.classroomId, ...values });
    form.reset(form.getValues());
    setSaved(true);
  });
  return (
    <Stack as="form" noValidate onSubmit={submit} space="sm" aria-labelledby={headingId}>
      <h3 id={headingId}>{room.classroomName}</h3>
      <ErrorSummary title={t(($) => $.absenceSettings.errorSummary)} errors={summary} submitCount={submitCount} />
      <TextField
        {...input('cutoffTime')}
        type="time"
        label={t(($) => $.absenceSettings.cutoffLabel)}
        hint={t(($) => $.absenceSettings.cutoffHint)}
        error={errorOf('cutoffTime')}
        required
        width="short"
      />
      <RadioGroup
        {...control('transfersOffered')}
        legend={t(($) => $.absenceSettings.transfersLabel)}
        orientation="horizontal"
        options={[
          { value: 'true', label: t(($) => $.absenceSettings.transfersYes) },
          { value: 'false', label: t(($) => $.absenceSettings.transfersNo) },
        ]}
        error={errorOf('transfersOffered')}
      />
      <Select
        {...input('transferWindowMonths')}
        label={t(($) => $.absenceSettings.windowLabel)}
        placeholder={null}
        width="medium"
        error={errorOf('transferWindowMonths')}
        options={WINDOWS.map((w) => ({ value: w, label: t(($) => $.absenceSettings.windowOptions[w]) }))}
      />
      {saved ? (
        <Alert tone="positive" role="status">
          {t(($) => $.absenceSettings.saved, { classroom: room.classroomName })}
        </Alert>
      ) : null}
      <div>
        <Button type="submit" sending={sending}>
          {t(($) => $.absenceSettings.save)}
        </Button>
      </div>
    </Stack>
  );
}
