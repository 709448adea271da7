import type { ShopColor, ShopMotif, ShopProduct, ShopReview } from '@/api/contract/shop';
import { DEMO_IDS } from './seed';
import { seedCustomer } from './seedCustomer';
import type { ShopTable, Tables } from './types';

const DAY = 86_400_000;

/** The picture each product is drawn with, by a word of its name (first match wins). */
const MOTIFS: [word: RegExp, motif: ShopMotif][] = [
  [/álbum|protetores/i, 'album'],
  [/robótica/i, 'robot'],
  [/camiseta|moletom/i, 'shirt'],
  [/caneca/i, 'mug'],
  [/boné/i, 'cap'],
  [/ecobag|mochila/i, 'bag'],
  [/garrafa/i, 'bottle'],
  [/pelúcia|chaveiro/i, 'plush'],
  [/kit/i, 'kit'],
];

const CLOTHES_SIZES = ['2', '4', '6', '8', '10', '12', '14'];

function variantsOf(name: string): { colors: ShopColor[]; sizes: string[] } {
  if (/camiseta|moletom/i.test(name))
    return { colors: ['azul', 'rosa', 'verde', 'preto'], sizes: CLOTHES_SIZES };
  if (/boné|mochila|garrafa/i.test(name)) return { colors: ['azul', 'rosa', 'amarelo'], sizes: [] };
  return { colors: [], sizes: [] };
}

/**
 * The shop's catalogue: the store's own products (the customer grids read the same ones), with what a shop
 * shows besides: pictures, variants, an offer on some, and the published reviews. Draws nothing at random.
 */
export function seedShop(t: Tables, day0 = Date.now()): ShopTable {
  const store = t.customer ?? seedCustomer(t, day0);
  const products: ShopTable['products'] = store.products.map((p, i) => {
    const motif: ShopMotif =
      MOTIFS.find(([word]) => word.test(p.name))?.[1] ?? (p.category === 'cardPack' ? 'cards' : 'kit');
    const hue = (i * 47 + 200) % 360;
    const product: Omit<ShopProduct, 'rating' | 'reviews'> = {
      id: p.id,
      sku: p.sku,
      name: p.name,
      category: p.category,
      description: p.description,
      price: p.price,
      // Every fourth product is on offer: its list price was 20 % higher.
      listPrice: i % 4 === 1 ? Math.round((p.price * 1.2) / 10) * 10 : null,
      stock: p.stock,
      motif,
      hues: [hue, (hue + 40) % 360, (hue + 160) % 360],
      ...variantsOf(p.name),
      createdAt: new Date(day0 - (i * 9 + 3) * DAY).toISOString(),
    };
    return product;
  });
  const reviews: ShopReview[] = store.reviews
    .filter((r) => r.status === 'published')
    .map((r) => ({
      id: r.id,
      productId: r.productId,
      author: r.author,
      rating: r.rating,
      title: r.title,
      comment: r.comment,
      createdAt: r.createdAt,
    }));
  return {
    products,
    reviews,
    addresses: [
      {
        id: 'addr-001',
        userId: DEMO_IDS.family,
        name: 'Carla Souza',
        phone: '11922222222',
        cep: '04538133',
        street: 'Avenida Brigadeiro Faria Lima',
        number: '3477',
        complement: 'Apto 52',
        district: 'Itaim Bibi',
        city: 'São Paulo',
        state: 'SP',
        isDefault: true,
      },
    ],
    orders: [],
  };
}
