import { createContext, useContext } from "react";

/**
 * Tells `AccountSettings` that the user is leaving on purpose (deleting the account): while the
 * user turns null it shows a loading state instead of sending the visitor to sign-in, so that the
 * section's own redirect (to the after-sign-out page) is the one that happens.
 */
export const LeaveContext = createContext<(leaving: boolean) => void>(() => {});

/** Marks the settings as being left (`true`), or not any more (`false`); see {@link LeaveContext}. */
export function useLeaveSettings(): (leaving: boolean) => void {
  return useContext(LeaveContext);
}
