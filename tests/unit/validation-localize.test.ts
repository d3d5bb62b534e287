import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import enMessages from '@messages/en.json';
import faMessages from '@messages/fa.json';
import { fieldLabel, issuePath, localizeIssues } from '@/shared/validation/localize';
import type { Locale } from '@/i18n/locales';

function errorsOf(schema: z.ZodType, input: unknown, locale: Locale = 'en') {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the parse to fail');
  return localizeIssues(result.error.issues, locale);
}

// Every field name of SPEC §3.
const SPEC_FIELDS =
  'start_date, expire_datetime, firstname, lastname, full_name, username, password, password_confirmation, email, city, country, address, mobile, age, sex, gender, title, text, content, description, excerpt, date, time, national_code, site_address, terms_and_conditions, wallet, balance, amount, birth_certificate_number, birthday, birth_date, banner, activation_code, avatar, biography, nickname, level, type, value, price, skills, height, weight, request_date, hours, task_name, sub_tasks, duration, tags, short_description, base_image, images, question, answer, logo, category, categories, properties, specifications, status, homepage, image, is_active, bio, university, grade, field, start_year, end_year, position, difficulty, prefer_day, prefer_time, reserve_at, feedback, requirements, intro, body, tags_id, category_id, slug, listening_time, watching_time'.split(
    ', ',
  );

describe('message catalogues', () => {
  it('label every SPEC §3 field in both languages, Persian in Persian script', () => {
    for (const name of SPEC_FIELDS) {
      expect(enMessages.fields).toHaveProperty(name);
      expect(faMessages.fields).toHaveProperty(name);
      expect(fieldLabel(name, 'fa')).toMatch(/^[\u0600-\u06FF\u200C ]+$/);
    }
    expect(fieldLabel('firstname', 'fa')).toBe('نام');
    expect(fieldLabel('national_code', 'fa')).toBe('کد ملی');
    expect(fieldLabel('password_confirmation', 'fa')).toBe('تکرار رمز عبور');
    expect(fieldLabel('terms_and_conditions', 'fa')).toBe('قوانین و مقررات');
    expect(fieldLabel('firstname', 'en')).toBe('First name');
  });

  it('has a {field} placeholder in every validation message', () => {
    const walk = (node: object, prefix: string): string[] =>
      Object.entries(node).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : walk(v as object, `${prefix}${k}.`)));
    for (const catalogue of [enMessages, faMessages]) {
      const keys = walk(catalogue.validation, '').filter((k) => k !== 'form');
      for (const key of keys) {
        const text = key.split('.').reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], catalogue.validation);
        expect(text, key).toContain('{field}');
      }
    }
  });
});

describe('localizeIssues', () => {
  it('returns api.validation as the message and dotted paths as keys', () => {
    const schema = z.object({ translations: z.object({ fa: z.object({ title: z.string() }) }), images: z.array(z.url()) });
    const { message, errors } = errorsOf(schema, { translations: { fa: {} }, images: ['nope'] });
    expect(message).toBe('The given data was invalid.');
    expect(errors).toEqual({
      'translations.fa.title': ['Title is required.'],
      'images.0': ['Images must be a valid URL.'],
    });
  });

  it('names fields by their Persian label in fa and by the raw name when there is none', () => {
    const schema = z.object({ firstname: z.string(), favourite_colour: z.string() });
    const { message, errors } = errorsOf(schema, {}, 'fa');
    expect(message).toBe(faMessages.api.validation);
    expect(errors.firstname).toEqual(['نام الزامی است.']);
    expect(errors.favourite_colour).toEqual(['favourite_colour الزامی است.']);
    expect(errorsOf(schema, {}, 'en').errors.favourite_colour).toEqual(['favourite_colour is required.']);
  });

  it('translates schema messages that are validation keys, with the issue params', () => {
    const schema = z.object({
      firstname: z.string().min(1, 'validation.required'),
      national_code: z.string().length(10, 'validation.string.length'),
      password_confirmation: z.string(),
    });
    const refined = schema.refine((v) => v.password_confirmation === 'secret', {
      message: 'validation.confirmed',
      path: ['password_confirmation'],
    });
    const { errors } = errorsOf(refined, { firstname: '', national_code: '123', password_confirmation: 'other' }, 'fa');
    expect(errors.firstname).toEqual(['نام الزامی است.']);
    expect(errors.national_code).toEqual(['کد ملی باید دقیقاً ۱۰ نویسه باشد.']);
    expect(errors.password_confirmation).toEqual(['تکرار رمز عبور مطابقت ندارد.']);
  });

  it('fills custom params, e.g. not one of a list', () => {
    const reserved = ['admin', 'root'];
    const schema = z.object({
      username: z.string().refine((v) => !reserved.includes(v), { message: 'validation.notOneOf', params: { values: reserved } }),
    });
    expect(errorsOf(schema, { username: 'root' }).errors.username).toEqual(['Username must not be admin or root.']);
    expect(errorsOf(schema, { username: 'root' }, 'fa').errors.username).toEqual(['نام کاربری نمی‌تواند admin یا root باشد.']);
  });

  it('keeps a refinement message that is plain text, not a key', () => {
    const schema = z.object({ slug: z.string().refine(() => false, 'Already taken') });
    expect(errorsOf(schema, { slug: 'x' }).errors.slug).toEqual(['Already taken']);
  });

  it('reports object-level refinements under "root"', () => {
    const schema = z.object({ a: z.string() }).refine(() => false, 'validation.invalid');
    expect(errorsOf(schema, { a: 'x' }).errors).toEqual({ root: ['The form is invalid.'] });
    expect(issuePath([])).toBe('root');
  });

  it('does not repeat the same message for one field', () => {
    const schema = z.object({ title: z.string().min(5, 'validation.invalid').max(2, 'validation.invalid') });
    expect(errorsOf(schema, { title: 'abc' }).errors.title).toEqual(['Title is invalid.']);
  });
});

describe('zod issue kinds map by code', () => {
  const cases: [string, z.ZodType, unknown, string, string][] = [
    ['required (undefined)', z.string(), undefined, 'Title is required.', 'عنوان الزامی است.'],
    ['required (null)', z.string(), null, 'Title is required.', 'عنوان الزامی است.'],
    ['required (empty string)', z.string().min(1), '', 'Title is required.', 'عنوان الزامی است.'],
    ['string type', z.string(), 5, 'Title must be text.', 'عنوان باید متن باشد.'],
    ['string length', z.string().length(3), 'ab', 'Title must be exactly 3 characters.', 'عنوان باید دقیقاً ۳ نویسه باشد.'],
    ['string min', z.string().min(3), 'ab', 'Title must be at least 3 characters.', 'عنوان باید دست‌کم ۳ نویسه باشد.'],
    ['string max', z.string().max(2), 'abc', 'Title must be at most 2 characters.', 'عنوان نباید بیشتر از ۲ نویسه باشد.'],
    ['pattern', z.string().regex(/^a/), 'b', 'Title is not in the expected format.', 'قالب عنوان درست نیست.'],
    ['email', z.email(), 'x', 'Title must be a valid email address.', 'عنوان باید یک نشانی ایمیل معتبر باشد.'],
    ['url', z.url(), 'x', 'Title must be a valid URL.', 'عنوان باید یک نشانی اینترنتی معتبر باشد.'],
    ['lowercase', z.string().lowercase(), 'A', 'Title must be in lowercase letters.', 'عنوان باید با حروف کوچک نوشته شود.'],
    ['uppercase', z.string().uppercase(), 'a', 'Title must be in uppercase letters.', 'عنوان باید با حروف بزرگ نوشته شود.'],
    ['one of', z.enum(['draft', 'published']), 'x', 'Title must be one of draft or published.', 'عنوان باید یکی از این موارد باشد: draft یا published.'],
    ['accepted', z.literal(true), false, 'Title must be accepted.', 'پذیرفتن عنوان الزامی است.'],
    ['number type', z.number(), 'x', 'Title must be a number.', 'عنوان باید عدد باشد.'],
    ['number min', z.number().min(1000), 5, 'Title must be at least 1,000.', 'عنوان نباید کمتر از ۱٬۰۰۰ باشد.'],
    ['number max', z.number().max(10), 11, 'Title must be at most 10.', 'عنوان نباید بیشتر از ۱۰ باشد.'],
    ['number lt', z.number().lt(10), 10, 'Title must be less than 10.', 'عنوان باید کمتر از ۱۰ باشد.'],
    ['number gt', z.number().gt(10), 10, 'Title must be greater than 10.', 'عنوان باید بیشتر از ۱۰ باشد.'],
    ['positive', z.number().positive(), 0, 'Title must be a positive number.', 'عنوان باید عددی مثبت باشد.'],
    ['negative', z.number().negative(), 0, 'Title must be a negative number.', 'عنوان باید عددی منفی باشد.'],
    ['integer', z.number().int(), 1.5, 'Title must be a whole number.', 'عنوان باید عدد صحیح باشد.'],
    ['multiple of', z.number().multipleOf(5), 7, 'Title must be a multiple of 5.', 'عنوان باید مضربی از ۵ باشد.'],
    ['array min', z.array(z.string()).min(2), ['a'], 'Title must have at least 2 items.', 'عنوان باید دست‌کم ۲ مورد داشته باشد.'],
    ['array max', z.array(z.string()).max(1), ['a', 'b'], 'Title must have at most 1 items.', 'عنوان نباید بیشتر از ۱ مورد داشته باشد.'],
    ['invalid union', z.union([z.number(), z.boolean()]), 'x', 'Title is invalid.', 'عنوان معتبر نیست.'],
  ];

  it.each(cases)('%s', (_name, schema, input, en, fa) => {
    const wrapped = z.object({ title: schema });
    expect(errorsOf(wrapped, { title: input }, 'en').errors.title).toEqual([en]);
    expect(errorsOf(wrapped, { title: input }, 'fa').errors.title).toEqual([fa]);
  });

  it('date min/max name the bound as a localized date', () => {
    const bound = new Date('2025-03-21T12:00:00Z');
    const schema = z.object({ start_date: z.date().min(bound), birth_date: z.date().max(bound) });
    const input = { start_date: new Date('2025-01-01'), birth_date: new Date('2026-01-01') };
    expect(errorsOf(schema, input, 'en').errors).toEqual({
      start_date: ['Start date must be on or after March 21, 2025.'],
      birth_date: ['Date of birth must be on or before March 21, 2025.'],
    });
    expect(errorsOf(schema, input, 'fa').errors.start_date).toEqual(['تاریخ شروع نباید پیش از ۱ فروردین ۱۴۰۴ باشد.']);
  });

  it('unrecognized keys are reported on each key, named by label', () => {
    const schema = z.strictObject({ title: z.string() });
    const { errors } = errorsOf(schema, { title: 'x', email: 'a', extra_thing: 1 }, 'fa');
    expect(errors).toEqual({
      email: ['ایمیل جزو فیلدهای پذیرفته‌شده نیست.'],
      extra_thing: ['extra_thing جزو فیلدهای پذیرفته‌شده نیست.'],
    });
  });

  it('treats a missing value as required when parsed with reportInput', () => {
    const result = z.object({ email: z.string() }).safeParse({}, { reportInput: true });
    expect(localizeIssues(result.error!.issues, 'en').errors.email).toEqual(['Email is required.']);
  });
});
