import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, t } from '../../../tests/render';
import FormPage, { type FormPageProps, type FormPageQuery } from './FormPage';

const query = (over: Partial<FormPageQuery> = {}): FormPageQuery => ({
  isLoading: false,
  error: undefined,
  refetch: vi.fn(),
  ...over,
});

function renderPage(props: Partial<FormPageProps<{ title: string }>> = {}) {
  return renderWithProviders(
    <MemoryRouter>
      <FormPage<{ title: string }>
        backTo="/produtor/eventos/e1/cupons"
        backLabelId="producerOps.backToCoupons"
        queries={[query()]}
        data={{ title: 'Festa' }}
        titleId="producerOps.couponForm.createTitle"
        subtitleId="producerOps.form.eventLine"
        values={{ event: 'Festa' }}
        {...props}
      >
        {(data) => <p>Formulário de {data.title}</p>}
      </FormPage>
    </MemoryRouter>,
  );
}

describe('FormPage', () => {
  it('shows the back link, the h1 with its line, and the form given the data', () => {
    renderPage();
    expect(screen.getByRole('link', { name: t('producerOps.backToCoupons') })).toHaveAttribute(
      'href',
      '/produtor/eventos/e1/cupons',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: t('producerOps.couponForm.createTitle') }),
    ).toBeInTheDocument();
    expect(screen.getByText(t('producerOps.form.eventLine', { event: 'Festa' }))).toBeInTheDocument();
    expect(screen.getByText('Formulário de Festa')).toBeInTheDocument();
  });

  it('shows a busy placeholder while any load is pending', () => {
    renderPage({ queries: [query(), query({ isLoading: true })], data: undefined });
    expect(screen.getByLabelText(t('common.loading'))).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows the error and retries every load', async () => {
    const first = query({ error: new Error('offline') });
    const second = query();
    const { user } = renderPage({ queries: [first, second], data: undefined });
    expect(screen.getByText(t('states.error.title'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('common.retry') }));
    expect(first.refetch).toHaveBeenCalledTimes(1);
    expect(second.refetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/Formulário/)).not.toBeInTheDocument();
  });

  it('says when the item to edit is not there, with the way back', () => {
    renderPage({ notFound: { icon: LocalOfferOutlined, titleId: 'producerOps.coupon.notFound' } });
    expect(screen.getByText(t('producerOps.coupon.notFound'))).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: t('producerOps.backToCoupons') })).toHaveLength(2);
    expect(screen.queryByText(/Formulário/)).not.toBeInTheDocument();
  });
});
