import { hasTermsAgreement, rememberTermsAgreement, type TermsReading } from '@portal/domain';
import { Dialog, Loader, type NavGroup } from '@portal/ui';
import { useRouter } from '@tanstack/react-router';
import {
  createContext,
  type MouseEvent,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWhenOnline } from '../../app/importWhenOnline';
import { pagePaths } from '../../app/paths';
import { ONLINE_APPLY_TERMS_KIND as KIND } from './kind';

// The terms (and the sanitiser behind RichContent) load when the dialog first opens, not with every page.
const OnlineApplyTerms = lazyWhenOnline(() => import('./OnlineApplyTerms'));

/** What the entries to an online application (sidebar, phone menu, home) need to know. */
export type OnlineApplyGateValue = {
  /** This session has agreed already: the entries go straight on. */
  agreed: boolean;
  /** The entries' click handler: lets the link go on once agreed, otherwise asks for the terms first. */
  onEntry: (event: MouseEvent<HTMLAnchorElement>) => void;
};

const GateContext = createContext<OnlineApplyGateValue | null>(null);

export function useOnlineApplyGate(): OnlineApplyGateValue {
  const gate = useContext(GateContext);
  if (!gate) throw new Error('useOnlineApplyGate needs <OnlineApplyGate> (the portal shell provides it)');
  return gate;
}

/** The sidebar's online application entry asks for the terms first, like the home box. */
export function withOnlineApplyGate(groups: readonly NavGroup[], gate: OnlineApplyGateValue): NavGroup[] {
  return groups.map((group) => ({
    ...group,
    items: group.items.map((item) =>
      item.id === 'onlineApply' ? { ...item, onSelect: gate.onEntry, opensDialog: !gate.agreed } : item,
    ),
  }));
}

const storage = () => window.sessionStorage;

/**
 * Spec 1 §4 "Terms agreement component", ADR 022: before an online membership application the guardian reads
 * the terms of use in a dialog and agrees (scrolled to the end and ticked); the agreement is kept for the
 * session, so afterwards the entries go straight to the application list. One dialog serves every entry.
 */
export function OnlineApplyGate({ children, onProceed }: { children: ReactNode; onProceed?: () => void }) {
  const { t } = useTranslation();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  // This tab's storage is read after the first render, which must match a page drawn on the server (ADR 036).
  const [agreed, setAgreed] = useState(false);
  useLayoutEffect(() => setAgreed(hasTermsAgreement(storage(), KIND)), []);
  // The entry that opened the dialog gets focus back when it closes (Escape, ×).
  const opener = useRef<HTMLElement | null>(null);

  const onEntry = useCallback((event: MouseEvent<HTMLAnchorElement>) => {
    if (hasTermsAgreement(storage(), KIND)) {
      setAgreed(true);
      return;
    }
    event.preventDefault();
    opener.current = event.currentTarget;
    setOpen(true);
  }, []);

  const proceed = (reading: TermsReading) => {
    if (!rememberTermsAgreement(storage(), KIND, reading)) return;
    setAgreed(true);
    // Focus goes to the next page's heading, not back to the entry.
    opener.current = null;
    setOpen(false);
    onProceed?.();
    void router.navigate({ href: pagePaths.onlineApplyList });
  };

  const value = useMemo(() => ({ agreed, onEntry }), [agreed, onEntry]);
  return (
    <GateContext.Provider value={value}>
      {children}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t(($) => $.onlineApply.dialogTitle)}
        description={t(($) => $.onlineApply.dialogLead)}
        closeLabel={t(($) => $.onlineApply.close)}
        returnFocusRef={opener}
      >
        <Suspense fallback={<Loader label={t(($) => $.onlineApply.loading)} />}>
          <OnlineApplyTerms onProceed={proceed} />
        </Suspense>
      </Dialog>
    </GateContext.Provider>
  );
}
