import { ArrowLeft, CalendarDays, Clock } from './drawn-icons';

/**
 * Icons a page repeats many times (a date and a duration on every card) are drawn once here and
 * referenced by `<use>`: each copy then costs a few bytes in the HTML and the RSC payload instead
 * of its whole path data twice.
 */
const spriteIcons = { 'calendar-days': CalendarDays, clock: Clock, 'arrow-left': ArrowLeft };

export type SpriteIconName = keyof typeof spriteIcons;

/** Rendered once per page by the locale layout. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" className="absolute size-0 overflow-hidden">
      {Object.entries(spriteIcons).map(([name, Icon]) => (
        <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  );
}

export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <use href={`#icon-${name}`} />
    </svg>
  );
}
