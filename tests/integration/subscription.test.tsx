import { screen, waitFor, within } from '@testing-library/react';
import { LAZY_LOAD, renderApp, sessionState } from '@tests/render';
import { DEMO_PASSWORD } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';
import { formatCents } from '@/utils/br';

type UserEvents = ReturnType<typeof renderApp>['user'];
const FAMILY = { id: 'u-family', role: '2', name: 'Carla Souza', url_perfil: null };
const text = (cents: number) => formatCents(cents).replace(/\s/g, ' ');

async function paste(user: UserEvents, label: string, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

describe('/checkout-assinatura', () => {
  test('plans show the price; the annual one its monthly equivalent and the saving', async () => {
    renderApp({ route: '/checkout-assinatura', preloadedState: sessionState(null) });
    const annual = await screen.findByRole('region', { name: 'Premium Anual' }, LAZY_LOAD);
    expect(within(annual).getByText('Mais vantajoso')).toBeInTheDocument();
    // R$ 199,00 a year = R$ 16,58 a month; 12 × R$ 19,90 − R$ 199,00 = R$ 39,80 (17%).
    expect(
      within(annual).getByText(
        `Equivale a ${text(1658)} por mês: você economiza ${text(3980)} (17%) em relação ao plano mensal.`,
      ),
    ).toBeInTheDocument();
    const monthly = screen.getByRole('region', { name: 'Premium Mensal' });
    expect(within(monthly).getByText('Cartas exclusivas todo mês')).toBeInTheDocument();
  });

  test('choosing a plan signed out goes to the login and back to the plan', async () => {
    const { user, router } = renderApp({ route: '/checkout-assinatura', preloadedState: sessionState(null) });
    await user.click(await screen.findByRole('button', { name: 'Escolher Premium Anual' }, LAZY_LOAD));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-clientes'));
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      '/checkout-assinatura?plano=plan-annual',
    );
    await user.type(await screen.findByLabelText('Celular com DDD'), '11922222222');
    await user.type(screen.getByLabelText('Senha', { selector: 'input' }), DEMO_PASSWORD);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout-assinatura'));
    expect(
      await screen.findByRole('heading', { name: 'Pagamento: Premium Anual' }, LAZY_LOAD),
    ).toBeInTheDocument();
  });

  test('a declined card keeps the form; an approved one activates the subscription', async () => {
    localStorage.setItem('serviceToken', await signToken('u-family', '2'));
    const { user } = renderApp({
      route: '/checkout-assinatura?plano=plan-annual',
      preloadedState: sessionState(FAMILY),
    });
    await user.click(await screen.findByRole('radio', { name: /Cartão de crédito/ }, LAZY_LOAD));
    await paste(user, 'Número do cartão', '4000000000000002');
    await paste(user, 'Nome impresso no cartão', 'CARLA SOUZA');
    await paste(user, 'Validade (MM/AA)', '1239');
    await paste(user, 'CVV', '123');
    await user.click(screen.getByRole('combobox', { name: 'Parcelas' }));
    await user.click(
      await screen.findByRole('option', {
        name: `12x de ${formatCents(1881)} (total ${formatCents(22572)})`,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Assinar agora' }));
    expect(
      await screen.findByText('Pagamento recusado pelo emissor do cartão. Tente outro cartão.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Nome impresso no cartão')).toHaveValue('CARLA SOUZA');

    await paste(user, 'Número do cartão', '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Assinar agora' }));
    expect(await screen.findByText('Bem-vindo ao Premium Anual!')).toBeInTheDocument();
    expect(
      screen.getByText(/Sua assinatura está ativa\. A próxima cobrança, de R\$\s199,00/),
    ).toBeInTheDocument();
  });

  test('PIX leaves the subscription pending with the QR code and the copy-paste code', async () => {
    localStorage.setItem('serviceToken', await signToken('u-family', '2'));
    const { user } = renderApp({
      route: '/checkout-assinatura?plano=plan-monthly',
      preloadedState: sessionState(FAMILY),
    });
    // The monthly plan is charged in one go: the card offers no installments.
    expect(await screen.findByText('À vista.', {}, LAZY_LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Assinar agora' }));
    expect(await screen.findByText('Premium Mensal: aguardando pagamento')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR Code do PIX' })).toBeInTheDocument();
    const code = screen.getByLabelText('PIX copia e cola');
    expect(code).toBeInstanceOf(HTMLTextAreaElement);
    expect((code as HTMLTextAreaElement).value).toMatch(/^000201.*6304[0-9A-F]{4}$/);
  });
});
