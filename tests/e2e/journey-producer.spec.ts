import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { signIn, signOut } from './account.js';

// DESIGN.md §7, journey 2: a producer creates an event with two ticket types and a coupon, publishes it,
// sees it in the public catalogue, sees a sale in the event's summary and in finance, and checks the
// attendee in by code. The mock database lives in this browser context's localStorage, so the whole
// story (producer → family buying through the real checkout → producer again) is one test.

/** Lazy pages, pickers and the data grid load slowly on a busy machine: each visible state gets room. */
const expect = baseExpect.configure({ timeout: 20_000 });

const PRODUCER = '11933333333';
const FAMILY = '11922222222';
const TITLE = 'Noite de Astronomia no Parque';
const COUPON = 'ESTRELAS15';
const HOLDER = { name: 'Lucas Souza', cpf: '39053344705', email: 'lucas.souza@exemplo.com.br' };
/** R$ 40,00 for an adult, 15% off with the coupon: the producer's revenue is R$ 34,00. */
const REVENUE = /R\$\s34,00/;

const pad = (n: number) => String(n).padStart(2, '0');
/** The digits a pt-BR date-time field takes, section after section: DD MM YYYY HH mm. */
const fieldDigits = (d: Date) =>
  `${pad(d.getDate())}${pad(d.getMonth() + 1)}${d.getFullYear()}${pad(d.getHours())}${pad(d.getMinutes())}`;
/** A day `days` from today, at `hour`:00 (browser and runner share the machine's time zone). */
function dayAt(days: number, hour: number) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  d.setHours(hour, 0, 0, 0);
  return d;
}

/** Types a date-time into an MUI X sectioned field (Dia/Mês/Ano/Horas/Minutos), as a person does. */
async function typeDateTime(page: Page, field: Locator, when: Date) {
  await field.getByRole('spinbutton', { name: 'Dia' }).click();
  await page.keyboard.type(fieldDigits(when));
  await expect(field.getByRole('spinbutton', { name: 'Minutos' })).toHaveText(pad(when.getMinutes()));
}

/** From a public page back to the signed-in area: "Minha área", behind the site menu on a phone. */
async function backToMyArea(page: Page, home: string) {
  if ((page.viewportSize()?.width ?? 1366) < 900)
    await page.getByRole('button', { name: 'Abrir menu do site' }).click();
  await page.getByRole('link', { name: 'Minha área' }).click();
  await expect(page).toHaveURL(home);
}

async function chooseOption(page: Page, combobox: Locator, option: string | RegExp) {
  await combobox.click();
  await page.getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** The public catalogue finds the event by name. */
async function findInCatalogue(page: Page) {
  await page.goto('/eventos');
  await page
    .getByRole('searchbox', { name: 'Buscar eventos' })
    .or(page.getByLabel('Buscar eventos'))
    .first()
    .fill('astronomia parque');
  await expect(page).toHaveURL(/busca=astronomia/);
  const card = page.getByRole('link', { name: new RegExp(TITLE) }).first();
  await expect(card).toBeVisible();
  return card;
}

/** Opens a tab of the event's management page (a scrollable row of links on a phone). */
async function openTab(page: Page, name: string, slug: string) {
  await page
    .getByRole('tablist', { name: 'Seções do evento' })
    .getByRole('tab', { name, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${slug}$`));
}

async function createTicketType(page: Page, name: string, price: string, salesStart: Date) {
  await expect(page.getByRole('heading', { level: 1, name: 'Novo tipo de ingresso' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Nome do ingresso/ }).fill(name);
  await page.getByRole('textbox', { name: /^Preço/ }).fill(price);
  // New ticket types open for sale at the next full hour: this one is on sale already.
  await typeDateTime(page, page.getByRole('group', { name: /^Início das vendas/ }), salesStart);
  await page.getByRole('button', { name: 'Criar ingresso' }).click();
  await expect(page).toHaveURL(/\/ingressos$/);
  await expect(page.getByRole('article', { name })).toBeVisible();
}

test('a producer creates and publishes an event, a family buys a ticket, the producer sees the sale and checks the ticket in', async ({
  page,
}) => {
  // Three sign-ins and some seventy steps: about a minute on an idle machine, but 1.5–5 s per action
  // (5–6 minutes in all) on a shared 2-core machine under heavy load.
  test.setTimeout(600_000);

  // ── Producer: a new event, as a draft, in five steps. ──────────────────────────────────────────────
  await signIn(page, '/login', PRODUCER, '/produtor/meus-eventos');
  await page.getByRole('link', { name: 'Criar evento' }).first().click();
  await expect(page).toHaveURL('/produtor/eventos/criar');
  const stepHeading = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });
  const next = page.getByRole('button', { name: 'Continuar' });

  await expect(stepHeading('Informações')).toBeVisible();
  await page.getByRole('textbox', { name: /^Nome do evento/ }).fill(TITLE);
  await chooseOption(page, page.getByRole('combobox', { name: /^Categoria/ }), 'Ciência');
  await page
    .getByRole('textbox', { name: /^Descrição/ })
    .fill('Telescópios, planetário inflável e histórias do céu para toda a família.');
  await next.click();

  await expect(stepHeading('Data e hora')).toBeVisible();
  const startsAt = dayAt(5, 19);
  await typeDateTime(page, page.getByRole('group', { name: /^Início/ }), startsAt);
  // The end follows the start: three hours by default.
  await expect(page.getByText('Duração: 3 h')).toBeVisible();
  await next.click();

  await expect(stepHeading('Local')).toBeVisible();
  await page.getByRole('textbox', { name: /^Nome do local/ }).fill('Parque Villa-Lobos');
  await page.getByRole('textbox', { name: /^CEP/ }).fill('05311000');
  await expect(page.getByRole('textbox', { name: /^CEP/ })).toHaveValue('05311-000');
  await page.getByRole('textbox', { name: /^Rua ou avenida/ }).fill('Av. Prof. Fonseca Rodrigues');
  await page.getByRole('textbox', { name: /^Número/ }).fill('2001');
  await page.getByRole('textbox', { name: /^Bairro/ }).fill('Alto de Pinheiros');
  await page.getByRole('textbox', { name: /^Cidade/ }).fill('São Paulo');
  await chooseOption(page, page.getByRole('combobox', { name: /^UF/ }), 'SP');
  await page.getByRole('textbox', { name: /^Lotação/ }).fill('120');
  await next.click();

  await expect(stepHeading('Capa')).toBeVisible();
  await next.click();
  await expect(stepHeading('Revisão')).toBeVisible();
  await expect(page.getByText(TITLE)).toBeVisible();
  await page.getByRole('button', { name: 'Criar evento como rascunho' }).click();

  await expect(page).toHaveURL(/\/produtor\/eventos\/[^/]+\/resumo$/);
  const eventId = /\/produtor\/eventos\/([^/]+)\/resumo/.exec(page.url())?.[1] ?? '';
  expect(eventId).not.toBe('');
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rascunho: só você vê este evento' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publicar' })).toBeDisabled();

  // ── Two ticket types. ─────────────────────────────────────────────────────────────────────────────
  const salesStart = dayAt(-2, 0);
  await page.getByRole('link', { name: 'Criar ingresso' }).click();
  await createTicketType(page, 'Adulto', '40,00', salesStart);
  await page.getByRole('link', { name: 'Novo tipo de ingresso' }).first().click();
  await createTicketType(page, 'Criança', '20,00', salesStart);
  // Not on sale while the event is a draft, whatever the ticket's own sales window says.
  await expect(page.getByRole('article', { name: 'Adulto' }).getByText('Evento não publicado')).toBeVisible();

  // ── A coupon: 15% off every ticket of the event. ──────────────────────────────────────────────────
  await openTab(page, 'Cupons', 'cupons');
  await page.getByRole('link', { name: 'Novo cupom' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Novo cupom' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Código do cupom/ }).fill(COUPON.toLowerCase());
  await expect(page.getByRole('textbox', { name: /^Código do cupom/ })).toHaveValue(COUPON);
  await page.getByRole('textbox', { name: /^Porcentagem de desconto/ }).fill('15');
  await page.getByRole('button', { name: 'Criar cupom' }).click();
  await expect(page).toHaveURL(/\/cupons$/);
  await expect(page.getByText(COUPON, { exact: true }).first()).toBeVisible();

  // ── Publish: the dialog says what happens, then the event is on sale. ────────────────────────────
  await openTab(page, 'Resumo', 'resumo');
  await expect(page.getByText('2 tipos de ingresso criados')).toBeVisible();
  await page.getByRole('button', { name: 'Publicar' }).click();
  const publish = page.getByRole('dialog', { name: `Publicar “${TITLE}”?` });
  await expect(publish).toContainText('O evento aparece no catálogo público');
  await publish.getByRole('button', { name: 'Publicar' }).click();
  await expect(publish).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Publicado e à venda' })).toBeVisible();
  await openTab(page, 'Ingressos', 'ingressos');
  await expect(page.getByRole('article', { name: 'Adulto' }).getByText('À venda')).toBeVisible();

  // In the public catalogue now.
  await findInCatalogue(page);
  await backToMyArea(page, '/produtor/meus-eventos');
  await signOut(page);

  // ── Family: buys one adult ticket with the coupon, pays with PIX (the demo confirms it). ──────────
  await signIn(page, '/login-clientes', FAMILY, '/cliente/boas-vindas');
  await (await findInCatalogue(page)).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await page
    .getByRole('link', { name: 'Comprar ingressos' })
    .or(page.getByRole('button', { name: 'Comprar ingressos' }))
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${eventId}`));
  await page.getByRole('button', { name: 'Adicionar um: Adulto', exact: true }).click();
  await page.getByLabel('Código do cupom').fill(COUPON);
  await page.getByRole('button', { name: 'Aplicar' }).click();
  // 15% of R$ 40,00.
  await expect(page.getByText(new RegExp(`^${COUPON} · −\\s*R\\$\\s6,00$`))).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();

  const seat = page.getByRole('group', { name: /^Ingresso 1 · Adulto/ });
  await seat.getByLabel('Nome completo').fill(HOLDER.name);
  await seat.getByLabel('CPF').fill(HOLDER.cpf);
  await seat.getByLabel('E-mail').fill(HOLDER.email);
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('group', { name: 'Forma de pagamento' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /PIX/ })).toBeChecked();
  await page.getByRole('button', { name: 'Revisar pedido' }).click();
  await expect(page.getByText(HOLDER.name)).toBeVisible();
  await page.getByRole('button', { name: /^Confirmar e pagar/ }).click();

  await expect(page).toHaveURL(/\/thanks\?order=/);
  const orderId = new URL(page.url()).searchParams.get('order') ?? '';
  expect(orderId).not.toBe('');
  await expect(page.getByRole('img', { name: 'QR Code do PIX' })).toBeVisible();
  await page.getByRole('button', { name: 'Simular pagamento (demonstração)' }).click();
  await expect(page.getByRole('heading', { name: 'Pedido confirmado!' })).toBeVisible();
  // The buyer reads a short order code, never the internal id (which stays in the URL).
  const orderLine = page.getByText(/^Pedido LUMI-[A-Z0-9]{6}$/);
  await expect(orderLine).toBeVisible();
  const orderCode = ((await orderLine.textContent()) ?? '').replace('Pedido ', '');
  await expect(page.getByText(orderId)).toHaveCount(0);
  const ticketLinks = page.getByRole('link', { name: /LUMI-/ });
  await expect(ticketLinks).toHaveCount(1);
  const code = /LUMI-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec((await ticketLinks.getAttribute('href')) ?? '')?.[0] ?? '';
  expect(code).not.toBe('');

  // The ticket is in the family's area.
  await page.getByRole('link', { name: 'Meus ingressos' }).first().click();
  await expect(page).toHaveURL('/cliente/ingressos');
  await expect(page.getByRole('img', { name: `QR code do ingresso ${code}` })).toBeVisible();
  await signOut(page);

  // ── Producer again: the sale in the summary… ───────────────────────────────────────────────────────
  await signIn(page, '/login', PRODUCER, '/produtor/meus-eventos');
  const card = page.getByRole('article', { name: TITLE });
  await expect(card.getByText('1 de 120')).toBeVisible();
  await card.getByRole('link', { name: `Gerenciar ${TITLE}` }).click();
  await expect(page).toHaveURL(`/produtor/eventos/${eventId}/resumo`);
  await expect(page.getByRole('progressbar', { name: 'Ingressos vendidos: 1 de 120 (1%)' })).toBeVisible();
  await expect(page.getByText(REVENUE).first()).toBeVisible();
  await expect(page.getByText('1 pedido pago')).toBeVisible();

  // …in the ticket sales of all events (filtered to this one), with its detail…
  await page.goto('/produtor/ingressos');
  await chooseOption(page, page.getByRole('combobox', { name: 'Evento' }), new RegExp(`^${TITLE} \\(`));
  await expect(page).toHaveURL(new RegExp(`eventId=${eventId}`));
  await expect(page.getByText('1 venda', { exact: true })).toBeVisible();
  const sales = page.getByRole('grid', { name: 'Vendas de ingressos' });
  await expect(sales.getByText('Pago', { exact: true })).toBeVisible();
  await sales.getByText('Carla Souza').click();
  const sale = page.getByRole('dialog', { name: `Pedido ${orderCode}` });
  await expect(sale).toContainText(HOLDER.name);
  await expect(sale).toContainText(COUPON);
  await sale.getByRole('button', { name: 'Fechar' }).click();
  await expect(sale).toBeHidden();

  // …and in finance, as a sale of the period.
  await page.goto('/produtor/financeiro');
  const ledger = page.getByRole('grid', { name: 'Movimentações do período' });
  await expect(ledger.getByText(`Venda do pedido ${orderCode}`)).toBeVisible();
  await expect(ledger.getByText(REVENUE).first()).toBeVisible();

  // ── Check-in at the door, by typing the code. ─────────────────────────────────────────────────────
  await page.goto(`/produtor/eventos/${eventId}/check-in`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  const verdict = page.locator('[role="status"][data-verdict]');
  await expect(verdict).toHaveAttribute('data-verdict', 'idle');
  await expect(page.getByRole('progressbar', { name: '0% dos participantes já entraram' })).toBeVisible();
  const codeField = page.getByRole('textbox', { name: 'Código do ingresso' });
  // The event is in five days: the door says so (with the year only when it is another), and asks
  // before letting anyone in.
  const year = startsAt.getFullYear() === new Date().getFullYear() ? '' : `/${startsAt.getFullYear()}`;
  const eventDay = `${pad(startsAt.getDate())}/${pad(startsAt.getMonth() + 1)}${year}`;
  await expect(page.getByText(`Este evento é em ${eventDay}, não hoje.`)).toBeVisible();
  const admitAnyway = page.getByRole('dialog', { name: 'Liberar entrada mesmo assim?' });
  await codeField.fill(code.toLowerCase());
  await codeField.press('Enter');
  await expect(admitAnyway).toContainText(code);
  await admitAnyway.getByRole('button', { name: 'Liberar entrada' }).click();
  await expect(admitAnyway).toBeHidden();
  await expect(verdict).toHaveAttribute('data-verdict', 'valid');
  await expect(verdict).toContainText('Pode entrar');
  await expect(verdict).toContainText(HOLDER.name);
  await expect(verdict).toContainText(code);
  await expect(codeField).toHaveValue('');
  await expect(page.getByRole('progressbar', { name: '100% dos participantes já entraram' })).toBeVisible();

  // The same code again: a repeat within 3 s is ignored (a QR held in front of the camera), so keep
  // offering it until the door asks again; let in, it says the ticket is already in.
  await expect(async () => {
    await codeField.fill(code);
    await codeField.press('Enter');
    await admitAnyway.getByRole('button', { name: 'Liberar entrada' }).click({ timeout: 4_000 });
    await expect(verdict).toHaveAttribute('data-verdict', 'already', { timeout: 4_000 });
  }).toPass({ timeout: 60_000 });
  await expect(verdict).toContainText('Já entrou');
  await expect(verdict).toContainText('Check-in feito em');
  await expect(page.getByText('1 de 1', { exact: true })).toBeVisible();
});
