import { screen } from '@testing-library/react';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import dayjs from 'dayjs';
import { renderWithProviders } from '@tests/render';
import DateProvider from '@/components/dates/DateProvider';
import { MAX_DATE, MIN_DATE } from '@/components/dates/limits';
import { DEFAULT_SETTINGS } from '@/store/settings';

function renderCalendar(language: 'pt' | 'en' | 'fr') {
  return renderWithProviders(
    <DateProvider>
      <DateCalendar defaultValue={dayjs('2026-11-20')} minDate={MIN_DATE} maxDate={MAX_DATE} />
    </DateProvider>,
    { preloadedState: { settings: { ...DEFAULT_SETTINGS, i18n: language } } },
  );
}

describe('date pickers follow the language, with weeks starting on Sunday', () => {
  test('pt-BR: month names in Portuguese and Sunday first', async () => {
    renderCalendar('pt');
    expect(await screen.findByText(/novembro/i)).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader');
    expect(headers[0]).toHaveAttribute('aria-label', expect.stringMatching(/domingo/i));
  });

  test('English and French switch the texts but keep Sunday first', async () => {
    const { unmount } = renderCalendar('en');
    expect(await screen.findByText(/November/)).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute(
      'aria-label',
      expect.stringMatching(/Sunday/i),
    );
    unmount();
    renderCalendar('fr');
    expect(await screen.findByText(/novembre/i)).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute(
      'aria-label',
      expect.stringMatching(/dimanche/i),
    );
  });

  test('limits are 1900-01-01 to 2099-12-31', () => {
    expect(MIN_DATE.format('YYYY-MM-DD')).toBe('1900-01-01');
    expect(MAX_DATE.format('YYYY-MM-DD')).toBe('2099-12-31');
  });
});
