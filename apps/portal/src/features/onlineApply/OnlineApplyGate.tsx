import { hasTermsAgreement, rememberTermsAgreement, type TermsReading } from '@portal/domain';
import type { NavGroup } from '@portal/ui';
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
import { lazyWhenOnline } from '../../app/importWhenOnline';
import { pagePaths } from '../../app/paths';
import { ONLINE_APPLY_TERMS_KIND as KIND } from './kind';

// The dialog (and behind it the terms with the sanitiser behind RichContent) loads when it first opens, not with
// every page (issue 35: the dialog's libraries were 10 KiB of every signed-in page's first script).
const OnlineApplyDialog = lazyWhenOnline(() => import('./OnlineApplyDialog'));

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
  const router = useRouter();
  const [open, setOpen] = useState(false);
  // Once asked for, the dialog stays mounted, so it closes as a dialog does (focus back, its animation).
  const [asked, setAsked] = useState(false);
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
    setAsked(true);
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
      {asked ? (
        // (The head names the dialog's file with the page's, so it is there by the time an entry is pressed.)
        <Suspense fallback={null}>
          <OnlineApplyDialog open={open} onOpenChange={setOpen} opener={opener} onProceed={proceed} />
        </Suspense>
      ) : null}
    </GateContext.Provider>
  );
}
