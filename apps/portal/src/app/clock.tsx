import { createContext, type ReactNode, useContext } from 'react';

const ClockContext = createContext<() => Date>(() => new Date());

/** Screens that decide by today's date read it here, so stories and tests can pin the day. */
export function ClockProvider({ now, children }: { now: () => Date; children: ReactNode }) {
  return <ClockContext.Provider value={now}>{children}</ClockContext.Provider>;
}

/** Today as the screen should see it (the real clock unless a ClockProvider pins it). */
export function useNow(): Date {
  return useContext(ClockContext)();
}
