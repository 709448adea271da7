import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import WhenWhereLines from './WhenWhereLines';

describe('WhenWhereLines', () => {
  it('shows the date and the venue', () => {
    renderWithProviders(
      <WhenWhereLines
        when="sáb., 13 jun., 15:00"
        place="Teatro Municipal · São Paulo/SP"
        onlineLabel="Online"
      />,
    );
    expect(screen.getByText('sáb., 13 jun., 15:00')).toBeVisible();
    expect(screen.getByText('Teatro Municipal · São Paulo/SP')).toBeVisible();
    expect(screen.queryByText('Online')).not.toBeInTheDocument();
  });

  it('says the event is online when it has no venue', () => {
    renderWithProviders(
      <WhenWhereLines when="sáb., 13 jun., 15:00" place={null} onlineLabel="Evento online" />,
    );
    expect(screen.getByText('Evento online')).toBeVisible();
  });

  it('keeps its icons away from screen readers', () => {
    const { container } = renderWithProviders(
      <WhenWhereLines when="sáb., 13 jun., 15:00" place={null} onlineLabel="Evento online" />,
    );
    const icons = container.querySelectorAll('svg');
    expect(icons).toHaveLength(2);
    icons.forEach((icon) => expect(icon).toHaveAttribute('aria-hidden', 'true'));
  });
});
