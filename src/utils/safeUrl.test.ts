import { safeAppPath, safeHref, safeImageSource } from './safeUrl';

/** Addresses a hostile or careless backend could send, written the ways a browser would still run them. */
const HOSTILE_ADDRESSES = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  '  javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0001javascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  ' data:application/javascript,alert(1)',
  'blob:https://lumi.app.br/0b8f',
  'file:///etc/passwd',
];

describe('safeHref: links are http(s), mailto or tel', () => {
  test.each(HOSTILE_ADDRESSES)('refuses %j', (address) => {
    expect(safeHref(address)).toBeNull();
  });

  test('an inline picture is never a link', () => {
    expect(safeHref('data:image/png;base64,AAAA')).toBeNull();
  });

  test('web, mail and phone addresses are kept, as the browser reads them', () => {
    expect(safeHref('https://meet.exemplo.com.br/sala')).toBe('https://meet.exemplo.com.br/sala');
    expect(safeHref('  HTTPS://Meet.Exemplo.com.br/sala ')).toBe('https://meet.exemplo.com.br/sala');
    expect(safeHref('http://exemplo.com.br')).toBe('http://exemplo.com.br/');
    expect(safeHref('mailto:contato@escola.com.br')).toBe('mailto:contato@escola.com.br');
    expect(safeHref('tel:+5511912345678')).toBe('tel:+5511912345678');
  });

  test('nothing, text, relative paths and empty schemes are not links', () => {
    expect(safeHref(null)).toBeNull();
    expect(safeHref(undefined)).toBeNull();
    expect(safeHref('')).toBeNull();
    expect(safeHref('nem um link')).toBeNull();
    expect(safeHref('meet.exemplo.com.br/sala')).toBeNull();
    expect(safeHref('/eventos/ev-1')).toBeNull();
    expect(safeHref('//evil.example/x')).toBeNull();
    expect(safeHref('https://')).toBeNull();
    expect(safeHref('mailto:')).toBeNull();
  });
});

describe('safeImageSource: pictures are web addresses, file-store paths or inline images', () => {
  test.each(HOSTILE_ADDRESSES)('refuses %j', (address) => {
    expect(safeImageSource(address)).toBeNull();
  });

  test('an SVG or raster picture made in the browser is kept (resized uploads, the avatar maker)', () => {
    const svg =
      'data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';
    expect(safeImageSource(svg)).toEqual({ url: svg });
    expect(safeImageSource('data:image/jpeg;base64,/9j/4AAQ')).toEqual({
      url: 'data:image/jpeg;base64,/9j/4AAQ',
    });
    expect(safeImageSource('DATA:image/png;base64,AAAA')).toEqual({ url: 'DATA:image/png;base64,AAAA' });
  });

  test('web addresses pass; a path without a scheme is a file of the store', () => {
    expect(safeImageSource('https://cdn.exemplo.com/c.jpg')).toEqual({
      url: 'https://cdn.exemplo.com/c.jpg',
    });
    expect(safeImageSource('//cdn.exemplo.com/c.jpg')).toEqual({ url: '//cdn.exemplo.com/c.jpg' });
    expect(safeImageSource('avatars/u-1-2.svg')).toEqual({ path: 'avatars/u-1-2.svg' });
    expect(safeImageSource(' /covers/c.jpg ')).toEqual({ path: '/covers/c.jpg' });
    expect(safeImageSource(null)).toBeNull();
    expect(safeImageSource('   ')).toBeNull();
  });
});

describe('safeAppPath: in-app paths for router links', () => {
  test('a path of this app is kept', () => {
    expect(safeAppPath('/escolas/sch-1')).toBe('/escolas/sch-1');
    expect(safeAppPath('/eventos?busca=circo#datas')).toBe('/eventos?busca=circo#datas');
  });

  test.each([
    ...HOSTILE_ADDRESSES,
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example/x',
    'escolas/1',
    '',
  ])('refuses %j', (address) => {
    expect(safeAppPath(address)).toBeNull();
  });
});
