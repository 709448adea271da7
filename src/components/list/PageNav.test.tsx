import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import PageNav from './PageNav';

function Pager({ count }: { count: number }) {
  const [page, setPage] = useState(0);
  return (
    <PageNav
      count={count}
      page={page}
      pageSize={10}
      onPage={setPage}
      shownLabel={({ from, to, count: all }) => `${from}–${to} de ${all}`}
      previousLabel="Página anterior"
      nextLabel="Próxima página"
    />
  );
}

describe('PageNav', () => {
  it('shows the range and turns pages up to the last, which may be short', async () => {
    const { user } = renderWithProviders(<Pager count={23} />);
    const previous = screen.getByRole('button', { name: 'Página anterior' });
    const next = screen.getByRole('button', { name: 'Próxima página' });
    expect(screen.getByText('1–10 de 23')).toBeInTheDocument();
    expect(previous).toBeDisabled();
    await user.click(next);
    await user.click(next);
    expect(screen.getByText('21–23 de 23')).toBeInTheDocument();
    expect(next).toBeDisabled();
    await user.click(previous);
    expect(screen.getByText('11–20 de 23')).toBeInTheDocument();
  });

  it('an empty list has nothing to turn', () => {
    renderWithProviders(<Pager count={0} />);
    expect(screen.getByText('0–0 de 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
  });
});
