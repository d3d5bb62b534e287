'use client';

import { createContext, useContext, type ReactNode } from 'react';

const InsideFrameMain = createContext(false);

/** Marks content as sitting in a frame's `main` (the site's or a panel's): error screens below bring none. */
export function FrameMainMarker({ children }: { children: ReactNode }) {
  return <InsideFrameMain.Provider value>{children}</InsideFrameMain.Provider>;
}

/**
 * An error screen's landmark: none inside a frame's `main`, its own when Next shows it above every
 * frame (a layout that failed). One module serves both places, so every page loads it once.
 */
export function MainUnlessFramed({ children }: { children: ReactNode }) {
  return useContext(InsideFrameMain) ? children : <main id="main">{children}</main>;
}
