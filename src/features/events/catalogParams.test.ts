import {
  activeFilterCount,
  changeFilters,
  clearFilters,
  EMPTY_FILTERS,
  effectiveSort,
  PAGE_SIZE,
  readFilters,
  toCatalogQuery,
  writeFilters,
} from './catalogParams';

describe('catalogue filters in the URL', () => {
  test('read and write are inverse, in Portuguese parameter names', () => {
    const url =
      'busca=teatro&categoria=teatro&cidade=S%C3%A3o+Paulo&de=2026-06-01&ate=2026-06-30&preco=pago&min=20&max=80&ordem=preco&pagina=3';
    const filters = readFilters(new URLSearchParams(url));
    expect(filters).toEqual({
      search: 'teatro',
      category: 'teatro',
      city: 'São Paulo',
      from: '2026-06-01',
      to: '2026-06-30',
      price: 'paid',
      min: 20,
      max: 80,
      sort: 'price',
      page: 3,
    });
    expect(writeFilters(filters).toString()).toBe(url);
  });

  test('malformed values are ignored', () => {
    const filters = readFilters(
      new URLSearchParams(
        'de=amanha&ate=2026-13-45&preco=caro&min=-5&max=abc&ordem=x&pagina=0&categoria=%20',
      ),
    );
    expect(filters).toEqual(EMPTY_FILTERS);
    expect(writeFilters(filters).toString()).toBe('');
  });

  test('a filter change goes back to page 1; a page change keeps the filters', () => {
    const onPage3 = { ...EMPTY_FILTERS, city: 'Recife', page: 3 };
    expect(changeFilters(onPage3, { category: 'musica' })).toMatchObject({ city: 'Recife', page: 1 });
    expect(changeFilters(onPage3, { page: 4 })).toMatchObject({ city: 'Recife', page: 4 });
  });

  test('clearing keeps only the chosen order', () => {
    const busy = {
      ...EMPTY_FILTERS,
      search: 'x',
      city: 'Recife',
      price: 'free' as const,
      sort: 'price' as const,
    };
    expect(clearFilters(busy)).toEqual({ ...EMPTY_FILTERS, sort: 'price' });
  });
});

describe('toCatalogQuery', () => {
  test('reais become cents, price kind becomes free, pages are of 12', () => {
    expect(
      toCatalogQuery({ ...EMPTY_FILTERS, price: 'paid', min: 19.9, max: 80, page: 2, category: 'teatro' }),
    ).toEqual({
      page: 2,
      pageSize: PAGE_SIZE,
      category: 'teatro',
      free: false,
      priceMin: 1990,
      priceMax: 8000,
    });
  });

  test('a price range does not apply to free events', () => {
    const query = toCatalogQuery({ ...EMPTY_FILTERS, price: 'free', min: 10, max: 50 });
    expect(query).toEqual({ page: 1, pageSize: PAGE_SIZE, free: true });
    expect(writeFilters({ ...EMPTY_FILTERS, price: 'free', min: 10 }).toString()).toBe('preco=gratis');
  });

  test('no order chosen: relevance while searching, else date', () => {
    expect(effectiveSort(EMPTY_FILTERS)).toBe('date');
    expect(effectiveSort({ ...EMPTY_FILTERS, search: 'circo' })).toBe('relevance');
    expect(effectiveSort({ ...EMPTY_FILTERS, search: 'circo', sort: 'price' })).toBe('price');
  });
});

test('active filters: a range counts once, search is not a filter', () => {
  expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
  expect(activeFilterCount({ ...EMPTY_FILTERS, search: 'x' })).toBe(0);
  expect(
    activeFilterCount({
      ...EMPTY_FILTERS,
      category: 'teatro',
      from: '2026-01-01',
      to: '2026-02-01',
      min: 1,
      max: 9,
    }),
  ).toBe(3);
});
