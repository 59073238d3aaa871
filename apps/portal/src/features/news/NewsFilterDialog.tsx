import { Badge, Button, Checkbox, DateField, Dialog, TextField } from '@portal/ui';
import { type FormEvent, useState } from 'react';
import * as styles from './NewsScreens.css';
import { type DialogFilters, isDateRangeValid } from './search';

export type NewsFilterLabels = {
  filter: string;
  filterActive: string;
  filterTitle: string;
  keyWord: string;
  keyWordHint: string;
  startDate: string;
  endDate: string;
  dateRangeError: string;
  unreadOnly: string;
  reset: string;
  search: string;
};

export type NewsFilterDialogProps = {
  labels: NewsFilterLabels;
  /** The filters in force (from the URL). */
  value: DialogFilters;
  active: boolean;
  onApply: (filters: DialogFilters) => void;
};

const empty: DialogFilters = { keyWord: undefined, startDate: undefined, endDate: undefined, isUnread: undefined };

/** Spec 1 §2: the filter button and its modal (keyword, date range, unread only, reset and search). */
export function NewsFilterDialog({ labels, value, active, onApply }: NewsFilterDialogProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DialogFilters>(value);
  const [rangeError, setRangeError] = useState(false);

  const onOpenChange = (next: boolean) => {
    // Each opening starts from the filters in force, not from an abandoned draft.
    if (next) {
      setDraft(value);
      setRangeError(false);
    }
    setOpen(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isDateRangeValid(draft.startDate, draft.endDate)) {
      setRangeError(true);
      return;
    }
    onApply(draft);
    setOpen(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={labels.filterTitle}
      trigger={
        <Button type="button" variant="secondary">
          {labels.filter}
          {active ? (
            <>
              {' '}
              <Badge tone="info">{labels.filterActive}</Badge>
            </>
          ) : null}
        </Button>
      }
    >
      <form className={styles.form} onSubmit={submit} noValidate>
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
        <div className={styles.actions}>
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
        </div>
      </form>
    </Dialog>
  );
}
