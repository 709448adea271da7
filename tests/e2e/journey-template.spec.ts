import { expect as baseExpect, test } from '@playwright/test';
import { openSignedIn, signIn } from './account.js';
import { MODE_AT_OTHER_WIDTH, sweepsModeHere } from './modes.js';
import { axeSweep } from './pages.js';

// The rest of the template (issue "The rest of the template"): a purchase through the shop's checkout and
// a conversation on the social profile, at 1366 and 360 px; and the sign-in presentations, coming-soon
// pages, widgets and dashboards, customers, demos, user pages and shop, each checked by axe in dark mode
// at 1366 px and in light mode at 360 px (tests/e2e/modes.ts).

const expect = baseExpect.configure({ timeout: 20_000 });

// Each test has its own browser context (its own mock database): they share the workers instead of
// running one after another in one (5.8 min a project in CI).
test.describe.configure({ mode: 'parallel' });

const TEAM = '11911111111';

/**
 * Pages a test checks, a few at a time so the workers share them; `public` ones need no sign-in, and
 * `tabs` are tabs of one screen (loaded one by one: the screen's heading stays from one to the next).
 */
const PAGE_GROUPS: readonly { name: string; public?: boolean; tabs?: boolean; pages: readonly string[] }[] = [
  {
    name: 'sign-in presentations and coming soon',
    public: true,
    pages: [
      '/pages/login/login2',
      '/pages/register/register3',
      '/pages/forgot-password/forgot-password1',
      '/pages/coming-soon1',
      '/pages/coming-soon2',
    ],
  },
  {
    name: 'widgets and analytics',
    pages: ['/widget/statistics', '/widget/data', '/widget/chart', '/dashboard/analytics'],
  },
  {
    name: 'customers',
    pages: [
      '/apps/customer/customer-list',
      '/apps/customer/order-list',
      '/apps/customer/order-details',
      '/apps/customer/create-invoice',
      '/apps/customer/product',
      '/apps/customer/product-review',
    ],
  },
  {
    name: 'pricing, sample and form demos',
    pages: [
      '/pages/price/price1',
      '/pages/price/price2',
      '/sample-page',
      '/forms/components',
      '/forms/validation',
      '/forms/wizard',
    ],
  },
  {
    name: 'table demos',
    pages: [
      '/tables/basic',
      '/tables/dense',
      '/tables/enhanced',
      '/tables/sticky-header',
      '/tables/collapsible',
    ],
  },
  {
    name: 'data-grid demos',
    pages: [
      '/data-grid/inline-editing',
      '/data-grid/quick-filter',
      '/data-grid/column-visibility',
      '/data-grid/save-restore',
    ],
  },
  {
    name: 'social profile',
    tabs: true,
    pages: [
      '/apps/user/social-profile/posts',
      '/apps/user/social-profile/follower',
      '/apps/user/social-profile/friends',
      '/apps/user/social-profile/gallery',
      '/apps/user/social-profile/friend-request',
    ],
  },
  {
    name: 'account profiles, user cards and lists',
    pages: [
      '/apps/user/account-profile/profile1',
      '/apps/user/account-profile/profile2',
      '/apps/user/card/card1',
      '/apps/user/card/card2',
      '/apps/user/card/card3',
      '/apps/user/list/list1',
      '/apps/user/list/list2',
    ],
  },
  {
    name: 'shop',
    pages: ['/apps/e-commerce/products', '/apps/e-commerce/product-list', '/apps/e-commerce/checkout'],
  },
];

test('a team member buys in the shop: two coupons (the second replaces the first), a new address and PIX', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, '/login', TEAM, '/dashboard/default');
  await page
    .getByRole('region', { name: 'Aplicativos da equipe' })
    .getByRole('link', { name: /^Loja/ })
    .click();
  await expect(page).toHaveURL('/apps/e-commerce/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Loja Lumi' })).toBeVisible();

  // A product without colours or sizes to choose, read from the shop's own list.
  const product = await page.evaluate(async () => {
    const token = localStorage.getItem('serviceToken') ?? '';
    const response = await fetch('/api/products/list', { headers: { Authorization: `Bearer ${token}` } });
    const { products } = (await response.json()) as {
      products: { id: string; name: string; stock: number; colors: string[]; sizes: string[] }[];
    };
    return products.find((p) => p.stock > 5 && p.colors.length === 0 && p.sizes.length === 0);
  });
  if (!product) throw new Error('The shop has no plain product in stock');
  await page.goto(`/apps/e-commerce/product-details/${product.id}`);
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(product.name);
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await page.getByRole('link', { name: 'Ir para o carrinho (1)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible();

  const summary = page.getByRole('region', { name: 'Resumo do pedido' });
  const coupon = page.getByRole('textbox', { name: 'Cupom de desconto' });
  await coupon.fill('LUMI10');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(summary).toContainText('LUMI10');
  await coupon.fill('FRETEGRATIS');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(summary).toContainText('FRETEGRATIS');
  await expect(summary).not.toContainText('LUMI10');

  await page.getByRole('button', { name: 'Ir para o endereço' }).click();
  await page.getByRole('button', { name: 'Novo endereço' }).click();
  const form = page.getByRole('form', { name: 'Novo endereço' });
  await form.getByRole('textbox', { name: /Nome de quem recebe/ }).fill('Bruno Lima');
  await form.getByRole('textbox', { name: /Telefone com DDD/ }).fill('11911111111');
  await form.getByRole('textbox', { name: /^CEP/ }).fill('01310100');
  await form.getByRole('textbox', { name: /Rua, avenida/ }).fill('Avenida Paulista');
  await form.getByRole('textbox', { name: /^Número/ }).fill('1000');
  await form.getByRole('textbox', { name: /Bairro/ }).fill('Bela Vista');
  await form.getByRole('textbox', { name: /Cidade/ }).fill('São Paulo');
  await form.getByRole('combobox', { name: /UF/ }).click();
  await page.getByRole('option', { name: 'SP', exact: true }).click();
  await form.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(page.getByRole('radio', { name: /Bruno Lima/ })).toBeChecked();

  await page.getByRole('button', { name: 'Ir para o pagamento' }).click();
  await expect(page.getByRole('radio', { name: /PIX/ })).toBeChecked();
  await page.getByRole('button', { name: 'Fazer o pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Pedido confirmado!' })).toBeVisible();
  // The PIX to pay: its QR code and its "copia e cola", within the screen at either width.
  const pix = page.getByRole('region', { name: 'Pague com PIX' });
  await expect(pix.getByRole('img', { name: 'QR Code do PIX' })).toBeVisible();
  await expect(pix.getByRole('textbox', { name: 'PIX copia e cola' })).toHaveValue(/^000201/);
  await expect(pix.getByRole('button', { name: 'Copiar código PIX' })).toBeVisible();
  // The order stays on screen after a reload; the cart has started over.
  await page.reload();
  await expect(page.getByRole('img', { name: 'QR Code do PIX' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Carrinho: vazio' })).toBeVisible();
});

test('a team member comments, replies and likes on the social profile, and finds it all after a reload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, '/login', TEAM, '/dashboard/default');
  await page
    .getByRole('region', { name: 'Aplicativos da equipe' })
    .getByRole('link', { name: /^Perfil social/ })
    .click();
  await expect(page).toHaveURL('/apps/user/social-profile/posts');

  const post = page.getByRole('article').filter({ hasText: 'Camila Ribeiro' }).first();
  const comment = `Que festa linda! ${String(Date.now())}`;
  const stored = (path: string) =>
    page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === 'POST');
  let saved = stored('/api/comments/add');
  await post.getByRole('textbox', { name: 'Escreva um comentário' }).fill(comment);
  await post.getByRole('button', { name: 'Comentar' }).click();
  expect((await saved).ok()).toBe(true);
  const item = post.getByRole('listitem').filter({ hasText: comment }).first();
  await expect(item).toBeVisible();

  await item.getByRole('button', { name: 'Responder' }).click();
  saved = stored('/api/replies/add');
  await item.getByRole('textbox', { name: 'Escreva uma resposta' }).fill('Obrigada pelo convite!');
  await item.getByRole('button', { name: 'Enviar resposta' }).click();
  expect((await saved).ok()).toBe(true);
  // The reply as written on the post, not the box that may still hold it for a moment.
  await expect(item.getByRole('paragraph').filter({ hasText: 'Obrigada pelo convite!' })).toBeVisible();

  const like = post.getByRole('button', { name: /^Curtir a publicação de Camila Ribeiro/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  saved = stored('/api/posts/list/like');
  await like.click();
  expect((await saved).ok()).toBe(true);
  await expect(like).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  const again = page.getByRole('article').filter({ hasText: 'Camila Ribeiro' }).first();
  const kept = again.getByRole('listitem').filter({ hasText: comment }).first();
  await expect(kept).toBeVisible();
  await expect(kept.getByRole('paragraph').filter({ hasText: 'Obrigada pelo convite!' })).toBeVisible();
  await expect(again.getByRole('button', { name: /^Curtir a publicação de Camila Ribeiro/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The followers tab filters through its call as the user types.
  await page.getByRole('tab', { name: 'Seguidores' }).click();
  await expect(page).toHaveURL('/apps/user/social-profile/follower');
  await page.getByRole('searchbox', { name: 'Buscar seguidores' }).fill('natalia');
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Natália Freitas']);
});

for (const mode of ['dark', 'light'] as const) {
  for (const group of PAGE_GROUPS) {
    test(`${group.name}: no serious or critical axe violations in ${mode} mode`, async ({
      page,
      context,
    }) => {
      test.skip(!sweepsModeHere(mode, test.info()), MODE_AT_OTHER_WIDTH);
      test.setTimeout(150_000);
      await context.addInitScript((m) => {
        if (!localStorage.getItem('berry-config-vite-ts'))
          localStorage.setItem('berry-config-vite-ts', JSON.stringify({ mode: m }));
      }, mode);
      // Signed in by a stored token (this checks the pages, not signing in): the first page opens at once.
      if (!group.public) await openSignedIn(page, TEAM, group.pages[0] ?? '/dashboard/default');
      // The pages follow one another by client-side navigation, as the app's links make it.
      expect(await axeSweep(page, group.pages, { reload: group.tabs })).toEqual([]);
    });
  }
}
