import { Badge, Button, Dialog, Loader } from '@portal/ui';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWhenOnline } from '../../app/importWhenOnline';
import type { DialogFilters } from './search';

// The form's date fields (react-aria's calendar, a third of a list page's script) load when the dialog first
// opens, not with every list (issue 18: blocking time on a phone).
const NewsFilterForm = lazyWhenOnline(() => import('./NewsFilterForm'));

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

/** Spec 1 §2: the filter button and its modal (keyword, date range, unread only, reset and search). */
export function NewsFilterDialog({ labels, value, active, onApply }: NewsFilterDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
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
      <Suspense fallback={<Loader label={t(($) => $.common.loading)} />}>
        <NewsFilterForm
          labels={labels}
          value={value}
          onApply={(filters) => {
            onApply(filters);
            setOpen(false);
          }}
        />
      </Suspense>
    </Dialog>
  );
}
