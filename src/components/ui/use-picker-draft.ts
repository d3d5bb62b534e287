'use client';

/** What the open date picker holds before it hands a value on: the range's first day, the date-time's parts. */
import { useRef, useState } from 'react';
import type { TimeParts } from '@/shared/dates';
import type { DatePickerProps } from './date-picker';
import {
  clampModel,
  clampTime,
  joinModelDateTime,
  nextRangeSelection,
  pickerDateToModel,
  splitModelDateTime,
  stepTime,
  type DraftRange,
  type TimeUnit,
} from './date-picker-logic';

/**
 * Single: a picked day is the value. Range: the second day completes it. Date-time: every change
 * of day or time is handed on at once, clamped to `min`–`max`. `onClose` ends the choice.
 */
export function usePickerDraft(props: DatePickerProps, onClose: () => void) {
  const { min, max } = props;
  const initialDateTime = props.mode === 'datetime' ? splitModelDateTime(props.value) : null;
  const [range, setRange] = useState<DraftRange | null>(props.mode === 'range' ? props.value : null);
  const [dateTimeDate, setDateTimeDate] = useState<string | null>(initialDateTime?.date ?? null);
  const [time, setTime] = useState<TimeParts>(initialDateTime?.time ?? { hours: 0, minutes: 0 });
  // Held buttons repeat faster than React renders: each step builds on the latest time, not the rendered one.
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

  return {
    range,
    dateTimeDate,
    time,
    onDayPicked,
    stepTimeBy: (unit: TimeUnit, delta: number) => changeTime(stepTime(timeRef.current, unit, delta)),
    setTimeUnit: (unit: TimeUnit, value: number) =>
      changeTime(unit === 'hour' ? { ...timeRef.current, hours: value } : { ...timeRef.current, minutes: value }),
    clear: () => {
      props.onChange(null);
      onClose();
    },
  };
}
