import { Button, Checkbox, DateField, Inline, Stack, TextField } from '@portal/ui';
import { type FormEvent, useState } from 'react';
import type { NewsFilterLabels } from './NewsFilterDialog';
import * as styles from './NewsScreens.css';
import { type DialogFilters, isDateRangeValid } from './search';

const empty: DialogFilters = { keyWord: undefined, startDate: undefined, endDate: undefined, isUnread: undefined };

/**
 * The filter modal's form. The dialog mounts it on each opening, so it starts from the filters in force, not from
 * an abandoned draft.
 */
export default function NewsFilterForm({
  labels,
  value,
  onApply,
}: {
  labels: NewsFilterLabels;
  value: DialogFilters;
  onApply: (filters: DialogFilters) => void;
}) {
  const [draft, setDraft] = useState<DialogFilters>(value);
  const [rangeError, setRangeError] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isDateRangeValid(draft.startDate, draft.endDate)) {
      setRangeError(true);
      return;
    }
    onApply(draft);
  };

  return (
    <Stack as="form" space="md" onSubmit={submit} noValidate>
      <TextField
        label={labels.keyWord}
        hint={labels.keyWordHint}
        name="keyWord"
        type="search"
        maxLength={100}
        value={draft.keyWord ?? ''}
        onChange={(event) => setDraft({ ...draft, keyWord: event.target.value || undefined })}
      />
      <DateField
        label={labels.startDate}
        name="startDate"
        value={draft.startDate ?? ''}
        onValueChange={(startDate) => {
          setDraft({ ...draft, startDate: startDate || undefined });
          setRangeError(false);
        }}
      />
      <DateField
        label={labels.endDate}
        name="endDate"
        value={draft.endDate ?? ''}
        min={draft.startDate}
        error={rangeError ? labels.dateRangeError : undefined}
        onValueChange={(endDate) => {
          setDraft({ ...draft, endDate: endDate || undefined });
          setRangeError(false);
        }}
      />
      <Checkbox
        label={labels.unreadOnly}
        name="isUnread"
        checked={draft.isUnread === 1}
        onChange={(event) => setDraft({ ...draft, isUnread: event.target.checked ? 1 : undefined })}
      />
      <Inline space="sm" justifyContent="flex-end" className={styles.actions}>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setDraft(empty);
            setRangeError(false);
          }}
        >
          {labels.reset}
        </Button>
        <Button type="submit">{labels.search}</Button>
      </Inline>
    </Stack>
  );
}
