import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { DayPicker as PersianDayPicker } from '@daypicker/persian';
import { DayPicker } from '@daypicker/react';
import { describe, expect, it } from 'vitest';
import { DatePicker, type DatePickerProps } from '@/components/ui/date-picker';
import { yearBounds } from '@/components/ui/date-picker-logic';
import { getMessages } from '@/i18n/messages';

function render(props: DatePickerProps): string {
  return renderToStaticMarkup(
    // The provider's props type requires children, so they travel as a prop (no JSX in a .ts file).
    // eslint-disable-next-line react/no-children-prop
    createElement(NextIntlClientProvider, {
      locale: props.locale,
      messages: getMessages(props.locale),
      timeZone: 'Asia/Tehran',
      children: createElement(DatePicker, props),
    }),
  );
}

const noop = () => undefined;

describe('DatePicker trigger (server render)', () => {
  it('labels the trigger and shows the value in Jalali with Persian digits in fa', () => {
    const html = render({ id: 'start_date', label: 'تاریخ شروع', locale: 'fa', mode: 'single', value: '2025-03-21', onChange: noop, name: 'start_date' });
    expect(html).toContain('id="start_date"');
    expect(html).toContain('aria-labelledby="start_date-label start_date-value"');
    expect(html).toContain('<label id="start_date-label" for="start_date"');
    expect(html).toContain('۱ فروردین ۱۴۰۴');
    expect(html).toContain('type="hidden" name="start_date" value="2025-03-21"');
  });

  it('shows a Gregorian range in en and a placeholder when empty', () => {
    const range = render({ id: 'r', label: 'Dates', locale: 'en', mode: 'range', value: { from: '2025-03-01', to: '2025-03-21' }, onChange: noop });
    expect(range).toContain('March 1, 2025 to March 21, 2025');
    const empty = render({ id: 'd', label: 'When', locale: 'en', mode: 'datetime', value: null, onChange: noop });
    expect(empty).toContain('Choose a date and time');
  });
});

describe('calendar year dropdown bounds', () => {
  const yearOptions = (html: string) => html.match(/<option[^>]*>[^<]*<\/option>/g) ?? [];

  it('offers Jalali years 1300 to 1499 in the Persian calendar', () => {
    const { startMonth, endMonth } = yearBounds('persian');
    const html = renderToStaticMarkup(
      createElement(PersianDayPicker, { captionLayout: 'dropdown', startMonth, endMonth, defaultMonth: new Date(2025, 2, 21) }),
    );
    const options = yearOptions(html).join('');
    expect(options).toContain('>۱۳۰۰<');
    expect(options).toContain('>۱۴۹۹<');
    expect(options).not.toContain('>۱۲۹۹<');
    expect(options).not.toContain('>۱۵۰۰<');
    expect(options).toContain('فروردین');
  });

  it('offers Gregorian years in the en calendar', () => {
    const { startMonth, endMonth } = yearBounds('gregory');
    const html = renderToStaticMarkup(createElement(DayPicker, { captionLayout: 'dropdown', startMonth, endMonth, defaultMonth: new Date(2025, 2, 21) }));
    const options = yearOptions(html).join('');
    expect(options).toContain('>1921<');
    expect(options).toContain('>2120<');
    expect(options).toContain('>March<');
  });
});
