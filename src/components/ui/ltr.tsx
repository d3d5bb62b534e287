import type { ReactNode } from 'react';

type Props = { children: ReactNode; className?: string };

/**
 * A Latin fragment (a path, URL, e-mail, IP, symbol or a number in Latin digits) inside text of
 * either direction. Isolated and left-to-right, it keeps its own order («/fa/events», not
 * «fa/events/») and sits where the surrounding text puts it instead of jumping to the far edge.
 */
export function Ltr({ children, className }: Props) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}

/** The `<ltr>` tag of rich messages («مانند <ltr>0912 345 6789</ltr>»), rendered as an isolated fragment. */
export const ltrTag = { ltr: (chunks: ReactNode) => <Ltr>{chunks}</Ltr> };
