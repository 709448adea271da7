import EditOutlined from '@mui/icons-material/EditOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, t } from '../../../tests/render';
import ListTabCards, { ListTabCard, ListTabRowAction, type ListTabCardsProps } from './ListTabCards';

interface Item {
  id: string;
  code: string;
}

function renderCards(props: Partial<ListTabCardsProps<Item>> = {}) {
  return renderWithProviders(
    <MemoryRouter>
      <ListTabCards<Item>
        titleId="producerOps.coupon.title"
        subtitleId="producerOps.coupon.subtitle"
        items={[{ id: 'c1', code: 'FESTA10' }]}
        ready
        isLoading={false}
        error={undefined}
        onRetry={vi.fn()}
        create={{ to: '/cupons/criar', labelId: 'producerOps.coupon.create' }}
        empty={{
          icon: LocalOfferOutlined,
          titleId: 'producerOps.coupon.empty.title',
          bodyId: 'producerOps.coupon.empty.body',
        }}
        {...props}
      >
        {(item) => (
          <ListTabCard
            key={item.id}
            title={item.code}
            badges={<span>Ativo</span>}
            actions={<ListTabRowAction label={`Editar ${item.code}`} icon={<EditOutlined />} to="/editar" />}
          >
            <p>10% de desconto</p>
          </ListTabCard>
        )}
      </ListTabCards>
    </MemoryRouter>,
  );
}

describe('ListTabCards', () => {
  it('shows the h2, "create" in the header, and each item as an article named by its h3', () => {
    renderCards();
    expect(
      screen.getByRole('heading', { level: 2, name: t('producerOps.coupon.title') }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('producerOps.coupon.create') })).toHaveAttribute(
      'href',
      '/cupons/criar',
    );
    const card = screen.getByRole('article', { name: 'FESTA10' });
    expect(within(card).getByRole('heading', { level: 3, name: 'FESTA10' })).toBeInTheDocument();
    expect(within(card).getByText('10% de desconto')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Editar FESTA10' })).toHaveAttribute('href', '/editar');
  });

  it('offers to create the first one when there is none', () => {
    renderCards({ items: [] });
    expect(screen.getByText(t('producerOps.coupon.empty.title'))).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: t('producerOps.coupon.create') })).toHaveLength(1);
  });

  it('shows a busy placeholder while loading', () => {
    renderCards({ items: undefined, ready: false, isLoading: true });
    expect(screen.getByLabelText(t('common.loading'))).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the error with a retry when something it needs failed', async () => {
    const onRetry = vi.fn();
    const { user } = renderCards({ ready: false, error: new Error('offline'), onRetry });
    expect(screen.getByText(t('states.error.title'))).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('common.retry') }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('ListTabRowAction', () => {
  it('is a button named by its label that calls onClick', async () => {
    const onClick = vi.fn();
    const { user } = renderWithProviders(
      <ListTabRowAction label="Excluir FESTA10" icon={<EditOutlined />} onClick={onClick} color="error" />,
    );
    await user.click(screen.getByRole('button', { name: 'Excluir FESTA10' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
