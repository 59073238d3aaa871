import type { TermsReading } from '@portal/domain';
import { Dialog, Loader } from '@portal/ui';
import { type RefObject, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWhenOnline } from '../../app/importWhenOnline';

// The terms (and the sanitiser behind RichContent) load when the dialog first opens.
const OnlineApplyTerms = lazyWhenOnline(() => import('./OnlineApplyTerms'));

/** The terms dialog of `OnlineApplyGate`, in a chunk of its own that loads when an entry first asks for it. */
export default function OnlineApplyDialog({
  open,
  onOpenChange,
  opener,
  onProceed,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  opener: RefObject<HTMLElement | null>;
  onProceed: (reading: TermsReading) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(($) => $.onlineApply.dialogTitle)}
      description={t(($) => $.onlineApply.dialogLead)}
      closeLabel={t(($) => $.onlineApply.close)}
      returnFocusRef={opener}
    >
      <Suspense fallback={<Loader label={t(($) => $.onlineApply.loading)} />}>
        <OnlineApplyTerms onProceed={onProceed} />
      </Suspense>
    </Dialog>
  );
}
