// @vitest-environment jsdom
// DOMPurify is inert under happy-dom (cure53/DOMPurify#1457), so the sanitizer is tested in jsdom, where it works.
import { render } from '@testing-library/react';
import DOMPurify from 'dompurify';
import SafeHtml from '@/components/SafeHtml';

test('the sanitizer is active in this environment (otherwise the test below proves nothing)', () => {
  expect(DOMPurify.isSupported).toBe(true);
  expect(DOMPurify.sanitize('<p>a</p><script>b</script>')).toBe('<p>a</p>');
});

test('user HTML keeps its formatting and loses scripts, handlers, frames and javascript: links', () => {
  const { container } = render(
    <SafeHtml
      html={
        '<p>Traga <strong>as crianças</strong>!</p><script>window.hacked = true</script>' +
        '<img src="x" onerror="window.hacked = true"><iframe src="https://example.com"></iframe>' +
        '<a href="javascript:alert(1)">clique</a><a href="https://lumi.app.br" onclick="x()">site</a>'
      }
    />,
  );
  expect(container.querySelector('p strong')?.textContent).toBe('as crianças');
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('img')).toBeNull();
  expect(container.querySelector('iframe')).toBeNull();
  const links = [...container.querySelectorAll('a')];
  expect(links.map((a) => a.getAttribute('href'))).toEqual([null, 'https://lumi.app.br']);
  expect(links.some((a) => a.hasAttribute('onclick'))).toBe(false);
  expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
});

test('links in user HTML follow the app rule for addresses: http(s), mailto and tel only', () => {
  const hostile = [
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    '   javascript:alert(1)',
    'java&#9;script:alert(1)',
    'data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;',
    'data:image/svg+xml,x',
    'vbscript:x',
  ];
  const kept = ['https://lumi.app.br/', 'mailto:contato@lumi.app.br', 'tel:+5511912345678'];
  const { container } = render(
    <SafeHtml html={[...hostile, ...kept].map((href) => `<a href="${href}">link</a>`).join('')} />,
  );
  expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
    ...hostile.map(() => null),
    ...kept,
  ]);
});
