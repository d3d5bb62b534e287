'use client';

import dynamic from 'next/dynamic';
import { useId, useRef, useState, type ReactNode } from 'react';

const SideSheetPanel = dynamic(() => import('./side-sheet-panel').then((m) => m.SideSheetPanel), { ssr: false });

type Props = {
  /** The trigger's icon; it shows only below the large breakpoint. */
  icon: ReactNode;
  openLabel: string;
  closeLabel: string;
  title: string;
  /** The sheet's navigation; `close` shuts the sheet once a link is followed. */
  children: (close: () => void) => ReactNode;
};

/**
 * Navigation in a sheet from the start edge, below the large breakpoint. Only the button ships
 * with the page; the dialog (Radix) loads on the first press.
 */
export function SideSheet({ icon, openLabel, closeLabel, title, children }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-surface-2 lg:hidden"
        aria-label={openLabel}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? contentId : undefined}
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
      >
        {icon}
      </button>
      {hasOpened ? (
        <SideSheetPanel isOpen={isOpen} onOpenChange={setIsOpen} triggerRef={triggerRef} contentId={contentId} closeLabel={closeLabel} title={title}>
          {children}
        </SideSheetPanel>
      ) : null}
    </>
  );
}
