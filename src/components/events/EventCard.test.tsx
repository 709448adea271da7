import Button from '@mui/material/Button';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import EventCard from './EventCard';

const EVENT = {
  title: 'Noite de Astronomia',
  category: 'ciencia',
  coverUrl: null,
  // Local time (no offset): the card writes 14:00 wherever the test runs.
  startsAt: '2026-12-12T14:00:00',
  venue: { name: 'Planetário', address: 'Av. Pedro Álvares Cabral, s/n', city: 'São Paulo', state: 'SP' },
};

function renderCard(ui: ReactElement) {
  return renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);
}

describe('EventCard', () => {
  it('writes the date as "sáb., 12 de dez. · 14:00" and the place as "São Paulo, SP"', () => {
    renderCard(<EventCard event={EVENT} to="/eventos/ev-1" />);
    const card = screen.getByRole('article', { name: EVENT.title });
    expect(within(card).getByText('sáb., 12 de dez. · 14:00')).toHaveAttribute('datetime', EVENT.startsAt);
    expect(within(card).getByText('São Paulo, SP')).toBeInTheDocument();
    // The category over the cover, in words.
    expect(within(card).getByText('Ciência')).toBeInTheDocument();
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/eventos/ev-1');
  });

  it('says an event without a venue is online', () => {
    renderCard(<EventCard event={{ ...EVENT, venue: null }} to="/eventos/ev-1" />);
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(screen.queryByText('São Paulo, SP')).not.toBeInTheDocument();
  });

  it("keeps the seller's buttons out of the card's link, and shows the status and the footer", () => {
    renderCard(
      <EventCard
        event={EVENT}
        to="/produtor/eventos/ev-1/resumo"
        headingLevel="h2"
        status={<span>Rascunho</span>}
        footer={<span>a partir de R$ 30,00</span>}
        actions={<Button>Gerenciar</Button>}
      />,
    );
    const card = screen.getByRole('article', { name: EVENT.title });
    const link = within(card).getByRole('link');
    expect(within(link).getByRole('heading', { level: 2, name: EVENT.title })).toBeInTheDocument();
    expect(within(link).getByText('Rascunho')).toBeInTheDocument();
    expect(within(link).getByText('a partir de R$ 30,00')).toBeInTheDocument();
    expect(within(link).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Gerenciar' })).toBeInTheDocument();
  });
});
