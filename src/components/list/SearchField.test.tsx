import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, t } from '../../../tests/render';
import SearchField from './SearchField';

function Controlled({ initial = '', onEnter }: { initial?: string; onEnter?: () => void }) {
  const [text, setText] = useState(initial);
  return (
    <SearchField value={text} onChange={setText} label="Buscar alunos" placeholder="Nome" onEnter={onEnter} />
  );
}

describe('SearchField', () => {
  it('is a search box named by its label', () => {
    renderWithProviders(<Controlled />);
    const box = screen.getByRole('searchbox', { name: 'Buscar alunos' });
    expect(box).toHaveAttribute('type', 'search');
    expect(box).toHaveAttribute('name', 'search');
    expect(box).toHaveAttribute('placeholder', 'Nome');
  });

  it('offers a clear button once something is typed, which empties the box and keeps the focus', async () => {
    const { user } = renderWithProviders(<Controlled />);
    expect(screen.queryByRole('button', { name: t('common.clearSearch') })).not.toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Buscar alunos' });
    await user.type(box, 'ana');
    expect(box).toHaveValue('ana');
    await user.click(screen.getByRole('button', { name: t('common.clearSearch') }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('button', { name: t('common.clearSearch') })).not.toBeInTheDocument();
  });

  it('calls onEnter on Enter', async () => {
    const onEnter = vi.fn();
    const { user } = renderWithProviders(<Controlled initial="bia" onEnter={onEnter} />);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar alunos' }), '{Enter}');
    expect(onEnter).toHaveBeenCalledTimes(1);
  });
});
