'use client';

import { createContext, useContext, type ReactNode } from 'react';

/**
 * Why a 403 below was refused, as the frame that shows it knows: a reader in the manager panel
 * (`manager-panel`), or a manager whose roles lack the page's permission (`manager-permission`).
 */
export type ForbiddenReason = 'manager-panel' | 'manager-permission';

const ForbiddenReasonContext = createContext<ForbiddenReason | null>(null);

export function ForbiddenReasonProvider({ reason, children }: { reason: ForbiddenReason | null; children: ReactNode }) {
  return <ForbiddenReasonContext.Provider value={reason}>{children}</ForbiddenReasonContext.Provider>;
}

export function useForbiddenReason(): ForbiddenReason | null {
  return useContext(ForbiddenReasonContext);
}
