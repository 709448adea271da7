import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import dayjs, { type Dayjs } from 'dayjs';
import { isoDayProblem } from '@/utils/localDate';

/** What a day field stores while its date is half typed: the form says how to write a date. */
export const INVALID_DAY = 'invalid';

/** Days typed in full that the calendar does not have (31/02/2017), by the invalid date the picker made of them. */
const typedDays = new WeakMap<Dayjs, string>();

const DAY_TOKENS = new Set(['D', 'DD']);
const MONTH_TOKENS = new Set(['M', 'MM']);

/**
 * The day a picker's sections hold, as YYYY-MM-DD, whether or not the calendar has it: the picker
 * parses its sections as values and tokens joined by spaces ("31 02 2017" in "DD MM YYYY"). Null while
 * the day, the month or the four-digit year is missing.
 */
export function typedIsoDay(text: string, format: string): string | null {
  const values = text.split(' ');
  const tokens = format.split(' ');
  if (values.length !== tokens.length) return null;
  let day = '';
  let month = '';
  let year = '';
  tokens.forEach((token, i) => {
    const value = values[i] ?? '';
    if (DAY_TOKENS.has(token)) day = value;
    else if (MONTH_TOKENS.has(token)) month = value;
    else if (token === 'YYYY') year = value;
  });
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return null;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/**
 * The product's date adapter: Day.js, remembering a day that was typed in full but that the calendar
 * does not have, so a form can tell "31/02/2017 does not exist" from "this is not a date yet" (a year
 * still being typed, 0002, is the latter).
 */
export class TypedDayAdapter extends AdapterDayjs {
  constructor(...args: ConstructorParameters<typeof AdapterDayjs>) {
    super(...args);
    const parse = this.parse;
    this.parse = (value, format) => {
      const date = parse(value, format);
      if (date && !date.isValid()) {
        const day = typedIsoDay(value, format);
        if (day && isoDayProblem(day) === 'nonexistent') typedDays.set(date, day);
      }
      return date;
    };
  }
}

/**
 * What a day field stores for its picker's value: '' when empty, YYYY-MM-DD when picked or typed (also
 * a day the calendar does not have, 2017-02-31, for the form to say so), INVALID_DAY while half typed.
 */
export function storedDay(value: Dayjs | null): string {
  if (value == null) return '';
  if (value.isValid()) return value.format('YYYY-MM-DD');
  return typedDays.get(value) ?? INVALID_DAY;
}

/**
 * A stored day (or ISO timestamp) as the picker's value. A day the picker cannot show (half typed, or
 * one the calendar does not have) is null: the picker keeps the text as it was typed.
 */
export function pickerDay(stored: string | null | undefined): Dayjs | null {
  return stored && isoDayProblem(stored) === null ? dayjs(stored) : null;
}
