import { screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { useForm } from 'react-hook-form';
import DateProvider from '@/components/dates/DateProvider';
import { renderWithProviders, t } from '../../../../tests/render';
import { EMPTY_EVENT, type EventFormValues } from './eventForm';
import WhenFields from './WhenFields';

function When({ start, end }: { start: string; end: string }) {
  const form = useForm<EventFormValues>({
    defaultValues: { ...EMPTY_EVENT, startsAt: dayjs(start), endsAt: dayjs(end) },
  });
  return (
    <DateProvider>
      <WhenFields form={form} />
    </DateProvider>
  );
}

/** What the picker shows, as the producer reads it. */
const shown = (name: 'startsAt' | 'endsAt') =>
  document.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value;
const duration = (text: string) => t('producer.when.duration', { duration: text });

/** Types into one part (day, year, hours…) of a date-time, as a keyboard user does. */
async function typeInto(
  user: ReturnType<typeof renderWithProviders>['user'],
  field: RegExp,
  part: string,
  keys: string,
) {
  const group = screen.getByRole('group', { name: field });
  await user.click(within(group).getByRole('spinbutton', { name: part }));
  await user.keyboard(keys);
}

describe('WhenFields', () => {
  test('editing only the year of the start moves the end by a year and keeps the duration', async () => {
    const { user } = renderWithProviders(<When start="2026-12-10T19:00" end="2026-12-10T22:00" />);
    expect(await screen.findByText(duration('3 h'))).toBeInTheDocument();

    await typeInto(user, /^Início/, 'Ano', '2027');

    expect(shown('startsAt')).toBe('10/12/2027 19:00');
    expect(shown('endsAt')).toBe('10/12/2027 22:00');
    expect(screen.getByText(duration('3 h'))).toBeInTheDocument();
    expect(screen.queryByText(/dias/)).not.toBeInTheDocument();
  });

  test('editing the start time or day keeps the same duration', async () => {
    const { user } = renderWithProviders(<When start="2026-12-10T19:00" end="2026-12-11T01:30" />);
    expect(await screen.findByText(duration('6 h 30 min'))).toBeInTheDocument();

    await typeInto(user, /^Início/, 'Horas', '20');
    expect(shown('endsAt')).toBe('11/12/2026 02:30');
    await typeInto(user, /^Início/, 'Dia', '15');
    expect(shown('startsAt')).toBe('15/12/2026 20:00');
    expect(shown('endsAt')).toBe('16/12/2026 02:30');
    expect(screen.getByText(duration('6 h 30 min'))).toBeInTheDocument();
  });

  test('an end the producer chose stays where they put it', async () => {
    const { user } = renderWithProviders(<When start="2026-12-10T19:00" end="2026-12-10T22:00" />);
    await screen.findByText(duration('3 h'));

    await typeInto(user, /^Término/, 'Horas', '23');
    expect(shown('endsAt')).toBe('10/12/2026 23:00');
    await typeInto(user, /^Início/, 'Horas', '20');

    expect(shown('startsAt')).toBe('10/12/2026 20:00');
    expect(shown('endsAt')).toBe('10/12/2026 23:00');
    expect(screen.getByText(duration('3 h'))).toBeInTheDocument();
  });
});
