import dayjs from 'dayjs';
import { INVALID_DAY, pickerDay, storedDay, TypedDayAdapter, typedIsoDay } from './typedDay';

describe('typedIsoDay', () => {
  test('reads the day, month and year from the sections as the picker joins them', () => {
    expect(typedIsoDay('31 02 2017', 'DD MM YYYY')).toBe('2017-02-31');
    expect(typedIsoDay('02 31 2017', 'MM DD YYYY')).toBe('2017-02-31');
    expect(typedIsoDay('5 3 2017', 'D M YYYY')).toBe('2017-03-05');
  });

  test('is null while a part is missing or the year is not four digits yet', () => {
    expect(typedIsoDay('31 02 ', 'DD MM YYYY')).toBeNull();
    expect(typedIsoDay('31 02 201', 'DD MM YYYY')).toBeNull();
    expect(typedIsoDay('31 02', 'DD MM YYYY')).toBeNull();
    expect(typedIsoDay('31 fev 2017', 'DD MMM YYYY')).toBeNull();
  });
});

describe('what a day field stores', () => {
  const adapter = new TypedDayAdapter({ locale: 'pt-br' });

  test('a real day as YYYY-MM-DD, nothing as empty', () => {
    expect(storedDay(adapter.parse('28 02 2017', 'DD MM YYYY'))).toBe('2017-02-28');
    expect(storedDay(null)).toBe('');
  });

  test('a day typed in full that the calendar lacks stays as typed, for the form to say it does not exist', () => {
    const typed = adapter.parse('31 02 2017', 'DD MM YYYY');
    expect(typed?.isValid()).toBe(false);
    expect(storedDay(typed)).toBe('2017-02-31');
  });

  test('a half-typed date is INVALID_DAY, for the form to say how to write one', () => {
    expect(storedDay(adapter.parse('31 02 20', 'DD MM YYYY'))).toBe(INVALID_DAY);
    // A year still being typed (0002) is not a day that does not exist.
    expect(storedDay(adapter.parse('25 12 0002', 'DD MM YYYY'))).toBe(INVALID_DAY);
    expect(storedDay(adapter.parse('29 02 2024', 'DD MM YYYY'))).toBe('2024-02-29');
    expect(storedDay(adapter.parse('29 02 2023', 'DD MM YYYY'))).toBe('2023-02-29');
    expect(storedDay(adapter.parse('10 13 2023', 'DD MM YYYY'))).toBe('2023-13-10');
    expect(storedDay(dayjs('not a date'))).toBe(INVALID_DAY);
  });

  test('the picker is handed only real days: the rest stays on screen as typed', () => {
    expect(pickerDay('2017-02-28')?.format('DD/MM/YYYY')).toBe('28/02/2017');
    expect(pickerDay('2026-11-20T03:00:00.000Z')?.isValid()).toBe(true);
    expect(pickerDay('2017-02-31')).toBeNull();
    expect(pickerDay(INVALID_DAY)).toBeNull();
    expect(pickerDay('')).toBeNull();
  });
});
