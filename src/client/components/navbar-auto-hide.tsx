/**
 * Lets a screen switch the navigation bar's auto-hide on or off while it is shown (§2: "other
 * screens can switch it on or off"), e.g. a chat whose input must keep the bar in view.
 *
 * Every mounted screen that asks is remembered; the most recent ask wins, and when a screen
 * unmounts its ask goes with it, so a screen never has to restore what it changed.
 */
import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';

interface AutoHideRequest {
  id: number;
  enabled: boolean;
}

type RequestAutoHide = (enabled: boolean) => () => void;

const RequestContext = createContext<RequestAutoHide | null>(null);
const EnabledContext = createContext(true);

let nextRequestId = 0;

export function NavbarAutoHideProvider({ children }: { children: ReactNode }) {
  const [requests, setRequests] = useState<AutoHideRequest[]>([]);
  const request = useCallback<RequestAutoHide>((enabled) => {
    const id = ++nextRequestId;
    setRequests((current) => [...current, { id, enabled }]);
    return () => setRequests((current) => current.filter((entry) => entry.id !== id));
  }, []);
  const enabled = requests.at(-1)?.enabled ?? true;
  return (
    <RequestContext.Provider value={request}>
      <EnabledContext.Provider value={enabled}>{children}</EnabledContext.Provider>
    </RequestContext.Provider>
  );
}

/** Switches the bar's auto-hide for as long as the calling component is mounted. */
export function useNavbarAutoHide(enabled: boolean): void {
  const request = useContext(RequestContext);
  useEffect(() => request?.(enabled), [request, enabled]);
}

/** Whether the bar may hide itself now; true unless a mounted screen switched it off. */
export function useNavbarAutoHideEnabled(): boolean {
  return useContext(EnabledContext);
}
