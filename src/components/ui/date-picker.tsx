'use client';

/**
 * Date, date-range and date-time picker: Jalali (DayPicker's Persian calendar) in fa, Gregorian
 * in en, inside a Radix popover. Values are SPEC §5 model strings; see date-picker-logic.ts.
 */
import { DayPicker, type DayPickerProps, type Matcher } from '@daypicker/react';
import { DayPicker as PersianDayPicker } from '@daypicker/persian';
import { CalendarDays, ChevronDown, ChevronLeft, ChevronRight, ChevronUp } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Popover } from 'radix-ui';
import { useRef, useState, useSyncExternalStore, type ComponentProps } from 'react';
import { localeInfo, type Locale } from '@/i18n/locales';
import type { TimeParts } from '@/shared/dates';
import {
  calendarOf,
  clampModel,
  clampTime,
  displayModel,
  initialMonth,
  joinModelDateTime,
  modelToPickerDate,
  nextRangeSelection,
  pickerDateToModel,
  splitModelDateTime,
  stepTime,
  TWO_COLUMN_MIN_WIDTH,
  yearBounds,
  type DateRangeValue,
  type DraftRange,
} from './date-picker-logic';
import { TimeSpinner } from './time-spinner';

type CommonProps = {
  id: string;
  /** Visible label; also names the trigger button. */
  label: string;
  locale: Locale;
  /** Earliest and latest selectable model date (or datetime), inclusive. */
  min?: string;
  max?: string;
  disabled?: boolean;
  /** Renders a hidden input so the value posts with a plain form (range: `name[from]`, `name[to]`). */
  name?: string;
  invalid?: boolean;
  /** Id of the element holding this field's error message. */
  describedBy?: string;
  className?: string;
};

export type DatePickerProps = CommonProps &
  (
    | { mode: 'single'; value: string | null; onChange: (value: string | null) => void }
    | { mode: 'datetime'; value: string | null; onChange: (value: string | null) => void }
    | { mode: 'range'; value: DateRangeValue | null; onChange: (value: DateRangeValue | null) => void }
  );

const wideQuery = `(min-width: ${TWO_COLUMN_MIN_WIDTH}px)`;
function subscribeWide(onChange: () => void) {
  const list = window.matchMedia(wideQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}
/** Narrow by default on the server: one column is the safe first paint on phones. */
function useIsWide(): boolean {
  return useSyncExternalStore(subscribeWide, () => window.matchMedia(wideQuery).matches, () => false);
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
  dropdown_root: 'relative inline-flex items-center rounded-md border border-border px-2 py-1 focus-within:ring-2 focus-within:ring-primary',
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
  outside: 'text-muted opacity-50',
  disabled: 'text-muted opacity-40',
  hidden: 'invisible',
};

type PanelProps = DatePickerProps & { onClose: () => void };

/** Mounted only while open, so its drafts start from the current value each time. */
function PickerPanel(props: PanelProps) {
  const { locale, min, max, onClose } = props;
  const t = useTranslations('datePicker');
  const isWide = useIsWide();
  const initialDateTime = props.mode === 'datetime' ? splitModelDateTime(props.value) : null;
  const [range, setRange] = useState<DraftRange | null>(props.mode === 'range' ? props.value : null);
  const [dateTimeDate, setDateTimeDate] = useState<string | null>(initialDateTime?.date ?? null);
  const [time, setTime] = useState<TimeParts>(initialDateTime?.time ?? { hours: 0, minutes: 0 });
  const timeRef = useRef(time);

  const applyDateTime = (date: string | null, nextTime: TimeParts) => {
    if (props.mode !== 'datetime' || !date) return;
    props.onChange(clampModel(joinModelDateTime(date, nextTime), min, max));
  };
  const changeTime = (next: TimeParts) => {
    const clamped = clampTime(next.hours, next.minutes);
    timeRef.current = clamped;
    setTime(clamped);
    applyDateTime(dateTimeDate, clamped);
  };

  const onDayPicked = (day: Date) => {
    const picked = pickerDateToModel(day);
    if (props.mode === 'single') {
      props.onChange(picked);
      onClose();
    } else if (props.mode === 'datetime') {
      setDateTimeDate(picked);
      applyDateTime(picked, timeRef.current);
    } else {
      const next = nextRangeSelection(range, picked);
      setRange(next.range);
      if (next.complete && next.range.from && next.range.to) {
        props.onChange({ from: next.range.from, to: next.range.to });
        onClose();
      }
    }
  };

  const Calendar = calendarOf(locale) === 'persian' ? PersianDayPicker : DayPicker;
  const { startMonth, endMonth } = yearBounds(calendarOf(locale));
  const minDate = modelToPickerDate(min);
  const maxDate = modelToPickerDate(max);
  const disabled: Matcher[] = [...(minDate ? [{ before: minDate }] : []), ...(maxDate ? [{ after: maxDate }] : [])];
  const openValue = props.mode === 'range' ? (props.value?.from ?? null) : props.value;
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
  } satisfies Partial<DayPickerProps>;

  const clear = () => {
    props.onChange(null);
    onClose();
  };
  const footerButton = 'rounded-md px-3 py-1.5 text-sm outline-none focus-visible:ring-2 focus-visible:ring-primary';

  return (
    <div className="flex flex-col gap-3">
      {props.mode === 'range' ? (
        <Calendar
          {...shared}
          mode="range"
          numberOfMonths={isWide ? 2 : 1}
          selected={{ from: modelToPickerDate(range?.from), to: modelToPickerDate(range?.to) }}
          onSelect={(_range, day) => onDayPicked(day)}
        />
      ) : (
        <Calendar
          {...shared}
          mode="single"
          selected={modelToPickerDate(props.mode === 'datetime' ? dateTimeDate : props.value)}
          onSelect={(_date, day) => onDayPicked(day)}
        />
      )}
      {props.mode === 'range' && (
        <p className="min-h-5 text-center text-sm text-muted" aria-live="polite">
          {range?.from && !range.to ? t('rangeStart', { start: displayModel(range.from, locale) }) : ''}
        </p>
      )}
      {props.mode === 'datetime' && (
        <fieldset className="flex items-end justify-center gap-4 border-t border-border pt-3" dir="ltr">
          <legend className="sr-only">{t('time')}</legend>
          <TimeSpinner
            unit="hour"
            value={time.hours}
            locale={locale}
            onStep={(delta) => changeTime(stepTime(timeRef.current, 'hour', delta))}
            onSet={(hours) => changeTime({ ...timeRef.current, hours })}
          />
          <span className="pb-11 text-lg" aria-hidden>
            :
          </span>
          <TimeSpinner
            unit="minute"
            value={time.minutes}
            locale={locale}
            onStep={(delta) => changeTime(stepTime(timeRef.current, 'minute', delta))}
            onSet={(minutes) => changeTime({ ...timeRef.current, minutes })}
          />
        </fieldset>
      )}
      <div className="flex items-center justify-between gap-2 border-t border-border pt-3">
        <button type="button" className={`${footerButton} text-danger hover:bg-surface-2`} onClick={clear}>
          {t('clear')}
        </button>
        {props.mode === 'datetime' ? (
          <button type="button" className={`${footerButton} bg-primary text-primary-fg`} onClick={onClose}>
            {t('apply')}
          </button>
        ) : (
          <Popover.Close className={`${footerButton} hover:bg-surface-2`}>{t('close')}</Popover.Close>
        )}
      </div>
    </div>
  );
}

/**
 * `<DatePicker id="start_date" label={…} locale={locale} mode="single" value={v} onChange={setV} />`.
 * Picking a day (single) or the second day (range) submits and closes; datetime submits on every
 * change and closes with Apply. Escape closes and focus returns to the trigger (Radix).
 */
export function DatePicker(props: DatePickerProps) {
  const { id, label, locale, disabled, name, invalid, describedBy, className } = props;
  const t = useTranslations('datePicker');
  const [open, setOpen] = useState(false);
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;

  let text: string;
  let placeholder: string;
  if (props.mode === 'range') {
    text = props.value
      ? t('range', { start: displayModel(props.value.from, locale), end: displayModel(props.value.to, locale) })
      : '';
    placeholder = t('chooseRange');
  } else {
    text = displayModel(props.value, locale);
    placeholder = t(props.mode === 'datetime' ? 'chooseDateTime' : 'chooseDate');
  }

  const hiddenInputs: ComponentProps<'input'>[] =
    props.mode === 'range'
      ? [
          { name: name && `${name}[from]`, value: props.value?.from ?? '' },
          { name: name && `${name}[to]`, value: props.value?.to ?? '' },
        ]
      : [{ name, value: props.value ?? '' }];

  return (
    <div className={`flex flex-col gap-1.5 ${className ?? ''}`}>
      <label id={labelId} htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <button
            id={id}
            type="button"
            disabled={disabled}
            // Name = label + current value, so screen readers hear both.
            aria-labelledby={`${labelId} ${valueId}`}
            aria-describedby={describedBy}
            className={
              'flex h-10 w-full items-center gap-2 rounded-md border bg-surface px-3 text-start text-sm text-fg outline-none ' +
              'focus-visible:ring-2 focus-visible:ring-primary disabled:cursor-not-allowed disabled:opacity-50 ' +
              (invalid ? 'border-danger' : 'border-border')
            }
          >
            <CalendarDays className="size-4 shrink-0 text-muted" aria-hidden />
            <span id={valueId} className={`flex-1 truncate ${text ? '' : 'text-muted'}`}>
              {text || placeholder}
            </span>
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            collisionPadding={8}
            aria-label={t('calendar')}
            dir={localeInfo[locale].dir}
            // DayPicker's autoFocus puts focus on the selected day (or today) in the grid instead.
            onOpenAutoFocus={(event) => event.preventDefault()}
            className="z-50 max-w-[calc(100vw-1rem)] rounded-lg border border-border bg-surface p-3 text-fg shadow-lg"
          >
            <PickerPanel {...props} onClose={() => setOpen(false)} />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {name && hiddenInputs.map((input) => <input key={String(input.name)} type="hidden" {...input} />)}
    </div>
  );
}
