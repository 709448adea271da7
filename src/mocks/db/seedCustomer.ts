import type {
  CustomerKind,
  CustomerOrder,
  CustomerOrderStatus,
  OrderLine,
  OrderStep,
  ProductCategory,
  ReviewStatus,
} from '@/api/contract/customer';
import { cepInCity, CITIES, Random, slugify, type SeedCity } from './random';
import type { CustomerRecord, CustomerTable, ProductRecord, Tables } from './types';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

type ProductRow = [name: string, category: ProductCategory, price: number, description: string];

// The store's catalogue: Lumis card packs, kits schools buy for their classes and the merchandise sold at
// the platform's events. Prices in cents.
const PRODUCTS: ProductRow[] = [
  ['Pacote Lumis Essencial (5 cartas)', 'cardPack', 1490, 'Cinco cartas Lumis, uma delas rara ou melhor.'],
  [
    'Pacote Lumis Aventura (8 cartas)',
    'cardPack',
    2490,
    'Oito cartas da coleção Aventura, com uma épica garantida.',
  ],
  [
    'Deck Inicial Lumis (16 cartas)',
    'cardPack',
    3990,
    'O deck para começar a jogar na arena, com o Super Lumi.',
  ],
  [
    'Caixa Lumis Lendária (20 cartas)',
    'cardPack',
    8990,
    'Vinte cartas e uma lendária garantida, em caixa colecionável.',
  ],
  [
    'Pacote Lumis Festival (6 cartas)',
    'cardPack',
    1990,
    'Edição das festas juninas e dos festivais de inverno.',
  ],
  [
    'Álbum do Colecionador Lumis',
    'cardPack',
    4590,
    'Álbum com 12 folhas para 216 cartas, com divisórias por raridade.',
  ],
  [
    'Protetores de Cartas Lumis (100 un.)',
    'cardPack',
    1790,
    'Sleeves transparentes no tamanho das cartas Lumis.',
  ],
  [
    'Kit Escolar Lumi 1º ao 3º ano',
    'schoolKit',
    18990,
    'Cadernos, lápis, estojo e um pacote Lumis Essencial.',
  ],
  [
    'Kit Escolar Lumi 4º e 5º ano',
    'schoolKit',
    21990,
    'Cadernos, canetas, régua, agenda e um pacote Lumis Aventura.',
  ],
  [
    'Kit Robótica Criativa',
    'schoolKit',
    34900,
    'Peças, motor e sensores para as aulas de robótica (até 4 alunos).',
  ],
  ['Kit Artes Visuais', 'schoolKit', 12990, 'Tintas, pincéis, argila e papéis para a turma de artes.'],
  [
    'Kit Pequeno Cientista',
    'schoolKit',
    15990,
    'Experimentos de química e física seguros para a Feira de Ciências.',
  ],
  [
    'Kit Turma Lumis (30 pacotes)',
    'schoolKit',
    38900,
    'Trinta pacotes Essencial para premiar uma turma inteira nas missões.',
  ],
  [
    'Kit Professor Lumi',
    'schoolKit',
    9990,
    'Cartas de missão, adesivos de recompensa e o guia do professor.',
  ],
  ['Camiseta Lumi Kids', 'merch', 5990, 'Algodão, estampa do Super Lumi, tamanhos 2 a 14.'],
  ['Camiseta Arraiá da Escola', 'merch', 4990, 'A camiseta da festa junina, xadrez e bordada.'],
  ['Caneca Lumi 300 ml', 'merch', 3490, 'Caneca de cerâmica com as raridades das cartas.'],
  ['Boné Lumi', 'merch', 4490, 'Aba curva e regulagem, para os dias de evento ao ar livre.'],
  ['Ecobag Feira de Ciências', 'merch', 2990, 'Sacola de algodão cru com a arte da Feira de Ciências.'],
  ['Garrafa Squeeze Lumi 500 ml', 'merch', 3990, 'Sem BPA, com bico retrátil, para a corrida kids.'],
  ['Pelúcia Super Lumi', 'merch', 7990, 'O mascote da arena em pelúcia antialérgica, 30 cm.'],
  ['Moletom Lumi Kids', 'merch', 12990, 'Moletom com capuz e o logo bordado, tamanhos 4 a 16.'],
  ['Chaveiro Lumis', 'merch', 1490, 'Chaveiro de acrílico com uma carta lendária.'],
  ['Mochila Lumi', 'merch', 16990, 'Mochila escolar com porta-cartas e alças acolchoadas.'],
];

/** Schools that buy from the store besides the ones the platform's seed already holds. */
const OTHER_SCHOOLS: [name: string, city: number][] = [
  ['Colégio Ipê Amarelo', 0],
  ['Escola Municipal Monteiro Lobato', 1],
  ['Colégio Santa Clara', 3],
  ['Escola Pequeno Príncipe', 4],
  ['Instituto Educacional Sol Nascente', 6],
  ['Escola Girassol', 7],
  ['Colégio Novo Horizonte Sul', 5],
  ['Escola Árvore do Saber', 8],
  ['Colégio Maré Alta', 9],
  ['Escola Viva Infância', 2],
];

const FAMILIES = 48;
const ORDERS = 160;

const REVIEW_TEXTS: Record<number, [title: string, comment: string][]> = {
  5: [
    ['Meu filho amou!', 'Chegou rápido e as cartas vieram perfeitas. Já quer o próximo pacote.'],
    ['Excelente qualidade', 'Material muito bom, as crianças usaram a semana inteira sem estragar.'],
    ['Virou a febre da turma', 'Todos os alunos querem trocar cartas no recreio. Recomendo!'],
    ['Perfeito para presente', 'Embalagem bonita e entrega antes do prazo.'],
  ],
  4: [
    ['Muito bom', 'Gostamos bastante, só achei o frete um pouco caro.'],
    ['Vale a pena', 'Boa qualidade pelo preço. A entrega atrasou um dia, mas chegou bem.'],
    ['Recomendo', 'As crianças adoraram, faltou só um manual mais detalhado.'],
  ],
  3: [
    ['Ok', 'Cumpre o que promete, mas esperava um pouco mais pelo preço.'],
    ['Razoável', 'O tamanho é menor do que parecia nas fotos.'],
  ],
  2: [['Deixou a desejar', 'Uma das peças veio com defeito e a troca demorou.']],
  1: [['Não gostei', 'Veio faltando itens do kit. Abri um chamado e ainda aguardo resposta.']],
};

function cityOfPhone(phone: string): SeedCity {
  return CITIES.find((c) => phone.startsWith(c.ddd)) ?? CITIES[0];
}

/** The customers: the platform's schools and other schools that buy for their classes, and its families. */
function seedCustomers(t: Tables, rng: Random, day0: number): CustomerRecord[] {
  const schools: CustomerRecord[] = [
    ...t.schools.map((s) => ({
      name: s.name,
      email: s.contact.email,
      phone: s.contact.phone,
      city: s.address.city,
      state: s.address.state,
    })),
    ...OTHER_SCHOOLS.map(([name, index]) => {
      const place = CITIES[index] ?? CITIES[0];
      return {
        name,
        email: `compras@${slugify(name).replace(/\./g, '')}.edu.br`,
        phone: `${place.ddd}3${rng.digits(7)}`,
        city: place.city,
        state: place.state,
      };
    }),
  ].map((s, i) => ({
    id: `cus-s${String(i + 1).padStart(2, '0')}`,
    kind: 'school' as const,
    ...s,
    createdAt: new Date(day0 - rng.int(200, 700) * DAY).toISOString(),
    active: true,
  }));
  const families = t.users
    .filter((u) => u.role === '2' && u.status === 'active')
    .slice(0, FAMILIES)
    .map((u, i) => {
      const place = cityOfPhone(u.login_cell);
      return {
        id: `cus-f${String(i + 1).padStart(3, '0')}`,
        kind: 'family' as const,
        name: u.name,
        email: u.email_address || `${slugify(u.name)}@exemplo.com.br`,
        phone: u.login_cell,
        city: place.city,
        state: place.state,
        createdAt: new Date(day0 - rng.int(20, 400) * DAY).toISOString(),
        active: rng.chance(0.92),
      };
    });
  return [...schools, ...families];
}

/** The steps an order placed at `placedAt` has gone through by `now`, ending in its status. */
function historyOf(
  rng: Random,
  placedAt: number,
  now: number,
  payment: CustomerOrder['payment'],
): OrderStep[] {
  const steps: OrderStep[] = [{ status: 'placed', at: new Date(placedAt).toISOString() }];
  const add = (status: CustomerOrderStatus, at: number) => {
    if (at >= now) return false;
    steps.push({ status, at: new Date(at).toISOString() });
    return true;
  };
  const cancelled = rng.chance(0.08);
  const paidAt = placedAt + (payment === 'boleto' ? rng.int(20, 44) * HOUR : rng.int(2, 90) * MINUTE);
  if (cancelled) {
    // Cancelled before it shipped: a boleto never paid, or a paid order given up (and refunded).
    if (payment !== 'boleto' && rng.chance(0.5)) add('paid', paidAt);
    add('cancelled', paidAt + rng.int(6, 30) * HOUR);
    return steps;
  }
  const shippedAt = paidAt + rng.int(18, 40) * HOUR;
  const deliveredAt = shippedAt + rng.int(2, 6) * DAY;
  if (add('paid', paidAt) && add('shipped', shippedAt)) add('delivered', deliveredAt);
  return steps;
}

function linesOf(rng: Random, kind: CustomerKind, products: readonly ProductRecord[]): OrderLine[] {
  const pool = products.filter((p) =>
    kind === 'school' ? p.category !== 'merch' || rng.chance(0.3) : p.category !== 'schoolKit',
  );
  return rng.sample(pool, rng.int(1, kind === 'school' ? 3 : 4)).map((p) => ({
    productId: p.id,
    sku: p.sku,
    name: p.name,
    quantity: kind === 'school' ? rng.int(5, 40) : rng.int(1, 3),
    unitPrice: p.price,
  }));
}

function seedOrders(
  rng: Random,
  customers: readonly CustomerRecord[],
  products: readonly ProductRecord[],
  day0: number,
): CustomerOrder[] {
  const orders: CustomerOrder[] = [];
  for (let i = 0; i < ORDERS; i += 1) {
    // Families buy more often than schools; the demo family is a regular.
    const customer = i % 9 === 0 ? customers.find((c) => c.kind === 'family') : rng.pick(customers);
    if (!customer) continue;
    const payment = rng.pick(['pix', 'pix', 'card', 'card', 'boleto'] as const);
    const placedAt = day0 - rng.int(1, 180) * DAY + rng.int(8, 21) * HOUR + rng.int(0, 59) * MINUTE;
    const lines = linesOf(rng, customer.kind, products);
    const subtotal = lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);
    // A 10% coupon on some orders; schools get free shipping from R$ 500,00.
    const discount = rng.chance(0.2) ? Math.round(subtotal * 0.1) : 0;
    const shipping = customer.kind === 'school' && subtotal >= 50_000 ? 0 : 1990;
    const history = historyOf(rng, placedAt, day0, payment);
    const place = CITIES.find((c) => c.city === customer.city) ?? CITIES[0];
    orders.push({
      id: `cord-${String(i + 1).padStart(4, '0')}`,
      code: `PED-${1001 + i}`,
      customerId: customer.id,
      customerName: customer.name,
      placedAt: new Date(placedAt).toISOString(),
      status: history.at(-1)?.status ?? 'placed',
      payment,
      lines,
      items: lines.reduce((sum, l) => sum + l.quantity, 0),
      subtotal,
      discount,
      shipping,
      total: subtotal - discount + shipping,
      history,
      shippingAddress: {
        street: `${rng.pick(place.streets)}, ${rng.int(10, 2500)} - ${rng.pick(place.districts)}`,
        city: customer.city,
        state: customer.state,
        cep: cepInCity(place, rng.int(0, 999_999)),
      },
    });
  }
  return orders;
}

function seedReviews(rng: Random, orders: readonly CustomerOrder[], day0: number) {
  const reviews: CustomerTable['reviews'] = [];
  for (const order of orders) {
    const delivered = order.history.find((s) => s.status === 'delivered');
    if (!delivered) continue;
    for (const line of order.lines) {
      if (!rng.chance(0.35)) continue;
      const rating = rng.pick([5, 5, 5, 4, 4, 4, 3, 2, 1]);
      const [title, comment] = rng.pick(REVIEW_TEXTS[rating] ?? []);
      const at = Math.min(Date.parse(delivered.at) + rng.int(1, 10) * DAY, day0 - HOUR);
      const recent = day0 - at < 7 * DAY;
      const status: ReviewStatus =
        recent && rng.chance(0.6) ? 'pending' : rng.chance(0.05) ? 'hidden' : 'published';
      reviews.push({
        id: `rev-${String(reviews.length + 1).padStart(4, '0')}`,
        productId: line.productId,
        productName: line.name,
        customerId: order.customerId,
        author: order.customerName,
        rating,
        title,
        comment,
        createdAt: new Date(at).toISOString(),
        status,
      });
    }
  }
  return reviews;
}

/**
 * The template store (/apps/customer/*): the same products, customers, orders and reviews on every seed,
 * drawn from their own generator so the rest of the world's draws stay as they were.
 */
export function seedCustomer(t: Tables, day0 = Date.now()): CustomerTable {
  const rng = new Random(20_260_216);
  const products: ProductRecord[] = PRODUCTS.map(([name, category, price, description], i) => ({
    id: `prod-${String(i + 1).padStart(3, '0')}`,
    sku: `${{ cardPack: 'LUM', schoolKit: 'KIT', merch: 'LOJ' }[category]}-${String(101 + i)}`,
    name,
    category,
    description,
    price,
    stock: rng.chance(0.12) ? 0 : rng.int(3, 400),
    sold: 0,
  }));
  const customers = seedCustomers(t, rng, day0);
  const orders = seedOrders(rng, customers, products, day0);
  for (const product of products) {
    const inOrders = orders
      .filter((o) => o.status !== 'cancelled')
      .flatMap((o) => o.lines)
      .filter((l) => l.productId === product.id)
      .reduce((sum, l) => sum + l.quantity, 0);
    // Sales before the orders the demo keeps, plus those.
    product.sold = rng.int(40, 900) + inOrders;
  }
  return { customers, products, orders, reviews: seedReviews(rng, orders, day0) };
}
