'use client';

/** The day grid of the date picker: DayPicker's Persian calendar in fa, its Gregorian one in en. */
import { DayPicker, labelDayButton, type DayPickerProps, type Matcher } from '@daypicker/react';
import { DayPicker as PersianDayPicker } from '@daypicker/persian';
import { ChevronDown, ChevronLeft, ChevronRight, ChevronUp } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { localeInfo, type Locale } from '@/i18n/locales';
import {
  calendarOf,
  initialMonth,
  modelToPickerDate,
  TWO_COLUMN_MIN_WIDTH,
  yearBounds,
  type DraftRange,
} from './date-picker-logic';

const wideQuery = `(min-width: ${TWO_COLUMN_MIN_WIDTH}px)`;
function subscribeWide(onChange: () => void) {
  const list = window.matchMedia(wideQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}
/** Narrow by default on the server: one column is the safe first paint on phones. */
function useIsWide(): boolean {
  return useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(wideQuery).matches,
    () => false,
  );
}

// DayPicker's chevron class is meant for its filled SVG; lucide icons are stroked, so it is not applied.
function CalendarChevron({ orientation }: { orientation?: 'up' | 'down' | 'left' | 'right' }) {
  const icon = 'size-4';
  if (orientation === 'down') return <ChevronDown className={icon} aria-hidden />;
  if (orientation === 'up') return <ChevronUp className={icon} aria-hidden />;
  // DayPicker's nav always asks for "left" = previous; mirroring makes it point outward in rtl.
  if (orientation === 'right') return <ChevronRight className={`${icon} rtl:rotate-180`} aria-hidden />;
  return <ChevronLeft className={`${icon} rtl:rotate-180`} aria-hidden />;
}

const dayButton =
  'flex size-9 items-center justify-center rounded-md text-sm outline-none transition-colors hover:bg-surface-2 ' +
  'focus-visible:ring-2 focus-visible:ring-primary disabled:pointer-events-none';

const calendarClassNames: DayPickerProps['classNames'] = {
  root: 'relative text-fg',
  months: 'flex flex-col gap-4 min-[576px]:flex-row',
  month: 'flex flex-col gap-3',
  month_caption: 'flex h-9 items-center justify-center px-10',
  caption_label: 'inline-flex items-center gap-1 text-sm font-medium',
  dropdowns: 'flex items-center gap-2',
  dropdown_root:
    'relative inline-flex items-center rounded-md border border-border px-2 py-1 focus-within:ring-2 focus-within:ring-primary',
  // The native select stays on top, invisible: it keeps its own keyboard and screen-reader support.
  dropdown: 'absolute inset-0 cursor-pointer appearance-none opacity-0',
  nav: 'absolute inset-x-0 top-0 flex h-9 items-center justify-between',
  button_previous: `${dayButton} text-muted`,
  button_next: `${dayButton} text-muted`,
  month_grid: 'border-collapse',
  weekdays: 'flex',
  weekday: 'w-9 text-center text-xs font-normal text-muted',
  week: 'mt-1 flex',
  day: 'relative p-0 text-center',
  day_button: dayButton,
  today: 'font-bold text-primary',
  selected: '[&>button]:bg-primary [&>button]:text-primary-fg [&>button]:hover:bg-primary',
  range_start: 'rounded-s-md bg-primary/15',
  range_middle: 'bg-primary/15 [&>button]:bg-transparent [&>button]:text-fg [&>button]:hover:bg-surface-2',
  range_end: 'rounded-e-md bg-primary/15',
  // Muted, not faded: the neighbouring months' days can be picked too, so they keep AA contrast.
  outside: 'text-muted',
  disabled: 'text-muted opacity-40',
  hidden: 'invisible',
};

/**
 * A Gregorian day button's name with the day as its visible number («Sunday, November 1, 2026»,
 * not DayPicker's «November 1st»), so the name contains the label a speech user reads off the
 * grid (WCAG 2.5.3). The Persian names already do («شنبه ۳۰-ام آبان ۱۴۰۵»).
 */
const gregorianLabels: DayPickerProps['labels'] = {
  labelDayButton: (date, modifiers, options, dateLib) =>
    labelDayButton(date, modifiers, options, dateLib).replace(/\b(\d{1,2})(?:st|nd|rd|th)\b/, '$1'),
};

type Props = {
  locale: Locale;
  min?: string;
  max?: string;
  /** The model date the grid opens on (or the nearest month inside the bounds). */
  openValue: string | null;
  onDayPicked: (day: Date) => void;
} & ({ mode: 'range'; selected: DraftRange | null } | { mode: 'single'; selected: string | null });

/** One month (two side by side for a range on a wide screen), days outside `min`–`max` disabled. */
export function PickerCalendar(props: Props) {
  const { locale, min, max, openValue, onDayPicked } = props;
  const isWide = useIsWide();
  const Calendar = calendarOf(locale) === 'persian' ? PersianDayPicker : DayPicker;
  const { startMonth, endMonth } = yearBounds(calendarOf(locale));
  const minDate = modelToPickerDate(min);
  const maxDate = modelToPickerDate(max);
  const disabled: Matcher[] = [...(minDate ? [{ before: minDate }] : []), ...(maxDate ? [{ after: maxDate }] : [])];
  const shared = {
    dir: localeInfo[locale].dir,
    captionLayout: 'dropdown',
    startMonth,
    endMonth,
    defaultMonth: initialMonth(openValue, new Date(), min, max),
    disabled,
    autoFocus: true,
    showOutsideDays: true,
    classNames: calendarClassNames,
    components: { Chevron: CalendarChevron },
    ...(calendarOf(locale) === 'persian' ? {} : { labels: gregorianLabels }),
  } satisfies Partial<DayPickerProps>;

  return props.mode === 'range' ? (
    <Calendar
      {...shared}
      mode="range"
      numberOfMonths={isWide ? 2 : 1}
      selected={{ from: modelToPickerDate(props.selected?.from), to: modelToPickerDate(props.selected?.to) }}
      onSelect={(_range, day) => onDayPicked(day)}
    />
  ) : (
    <Calendar
      {...shared}
      mode="single"
      selected={modelToPickerDate(props.selected)}
      onSelect={(_date, day) => onDayPicked(day)}
    />
  );
}
