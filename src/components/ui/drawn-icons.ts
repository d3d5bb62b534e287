import { createElement, type ReactElement, type SVGProps } from 'react';
import * as arrowLeft from 'lucide-react/dist/esm/icons/arrow-left.mjs';
import * as arrowRight from 'lucide-react/dist/esm/icons/arrow-right.mjs';
import * as bell from 'lucide-react/dist/esm/icons/bell.mjs';
import * as bookOpen from 'lucide-react/dist/esm/icons/book-open.mjs';
import * as bookmark from 'lucide-react/dist/esm/icons/bookmark.mjs';
import * as calendarDays from 'lucide-react/dist/esm/icons/calendar-days.mjs';
import * as chevronDown from 'lucide-react/dist/esm/icons/chevron-down.mjs';
import * as chevronLeft from 'lucide-react/dist/esm/icons/chevron-left.mjs';
import * as chevronRight from 'lucide-react/dist/esm/icons/chevron-right.mjs';
import * as circleCheck from 'lucide-react/dist/esm/icons/circle-check.mjs';
import * as clock from 'lucide-react/dist/esm/icons/clock.mjs';
import * as coins from 'lucide-react/dist/esm/icons/coins.mjs';
import * as compass from 'lucide-react/dist/esm/icons/compass.mjs';
import * as download from 'lucide-react/dist/esm/icons/download.mjs';
import * as externalLink from 'lucide-react/dist/esm/icons/external-link.mjs';
import * as eye from 'lucide-react/dist/esm/icons/eye.mjs';
import * as fileDown from 'lucide-react/dist/esm/icons/file-down.mjs';
import * as fileText from 'lucide-react/dist/esm/icons/file-text.mjs';
import * as globe2 from 'lucide-react/dist/esm/icons/earth.mjs';
import * as hash from 'lucide-react/dist/esm/icons/hash.mjs';
import * as headphones from 'lucide-react/dist/esm/icons/headphones.mjs';
import * as heart from 'lucide-react/dist/esm/icons/heart.mjs';
import * as inbox from 'lucide-react/dist/esm/icons/inbox.mjs';
import * as landPlot from 'lucide-react/dist/esm/icons/land-plot.mjs';
import * as lifeBuoy from 'lucide-react/dist/esm/icons/life-buoy.mjs';
import * as loader2 from 'lucide-react/dist/esm/icons/loader-circle.mjs';
import * as mail from 'lucide-react/dist/esm/icons/mail.mjs';
import * as messageCircleQuestion from 'lucide-react/dist/esm/icons/message-circle-question-mark.mjs';
import * as messageSquareText from 'lucide-react/dist/esm/icons/message-square-text.mjs';
import * as monitorSmartphone from 'lucide-react/dist/esm/icons/monitor-smartphone.mjs';
import * as paperclip from 'lucide-react/dist/esm/icons/paperclip.mjs';
import * as playCircle from 'lucide-react/dist/esm/icons/circle-play.mjs';
import * as scale from 'lucide-react/dist/esm/icons/scale.mjs';
import * as search from 'lucide-react/dist/esm/icons/search.mjs';
import * as share2 from 'lucide-react/dist/esm/icons/share-2.mjs';
import * as sparkles from 'lucide-react/dist/esm/icons/sparkles.mjs';
import * as userRound from 'lucide-react/dist/esm/icons/user-round.mjs';

/**
 * Lucide's icons drawn as plain SVG. lucide-react draws each icon through a client component (it
 * reads a context), so every icon a server component shows became a client element to hydrate,
 * its path data in the page's flight data: 66 of them on the Persian home. Server components take
 * their icons from here instead; client components keep lucide-react. This module brings every
 * icon's path data with it: code that also runs in the browser draws its own (Button's spinner).
 */

type IconNode = [tag: string, attributes: Record<string, string>][];
type IconModule = { __iconData?: { name: string; node: IconNode } };

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & { size?: number | string };
export type Icon = (props: IconProps) => ReactElement;

// The icon modules export their data beside the component; lucide-react's types declare the component only.
function drawn(module: object): Icon {
  const data = (module as IconModule).__iconData;
  if (!data) throw new Error('lucide-react no longer exports the icon data this module draws');
  const { name, node } = data;
  // The stroke is set once in globals.css (.drawn-icon), not on each copy: a page and its flight data carry every icon twice.
  const Drawn = ({ className, size = 24, strokeWidth, style, ...rest }: IconProps) =>
    createElement(
      'svg',
      {
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        className: className ? `drawn-icon lucide-${name} ${className}` : `drawn-icon lucide-${name}`,
        style: strokeWidth === undefined ? style : { ...style, strokeWidth },
        ...rest,
      },
      node.map(([tag, { key, ...attributes }]) => createElement(tag, { key, ...attributes })),
    );
  return Drawn;
}

export const ArrowLeft = drawn(arrowLeft);
export const ArrowRight = drawn(arrowRight);
export const Bell = drawn(bell);
export const BookOpen = drawn(bookOpen);
export const Bookmark = drawn(bookmark);
export const CalendarDays = drawn(calendarDays);
export const ChevronDown = drawn(chevronDown);
export const ChevronLeft = drawn(chevronLeft);
export const ChevronRight = drawn(chevronRight);
export const CircleCheck = drawn(circleCheck);
export const Clock = drawn(clock);
export const Coins = drawn(coins);
export const Compass = drawn(compass);
export const Download = drawn(download);
export const ExternalLink = drawn(externalLink);
export const Eye = drawn(eye);
export const FileDown = drawn(fileDown);
export const FileText = drawn(fileText);
export const Globe2 = drawn(globe2);
export const Hash = drawn(hash);
export const Headphones = drawn(headphones);
export const Heart = drawn(heart);
export const Inbox = drawn(inbox);
export const LandPlot = drawn(landPlot);
export const LifeBuoy = drawn(lifeBuoy);
export const Loader2 = drawn(loader2);
export const Mail = drawn(mail);
export const MessageCircleQuestion = drawn(messageCircleQuestion);
export const MessageSquareText = drawn(messageSquareText);
export const MonitorSmartphone = drawn(monitorSmartphone);
export const Paperclip = drawn(paperclip);
export const PlayCircle = drawn(playCircle);
export const Scale = drawn(scale);
export const Search = drawn(search);
export const Share2 = drawn(share2);
export const Sparkles = drawn(sparkles);
export const UserRound = drawn(userRound);
