import { MOCK_STORAGE_BASE, storageUrl } from './storage';

describe('storageUrl: a file the API names, joined to VITE_STORAGE_URL', () => {
  test('joins a relative path with exactly one slash, whichever side has it', () => {
    expect(storageUrl('avatars/a.png', 'https://cdn.example.com/files')).toBe(
      'https://cdn.example.com/files/avatars/a.png',
    );
    expect(storageUrl('/avatars/a.png', 'https://cdn.example.com/files/')).toBe(
      'https://cdn.example.com/files/avatars/a.png',
    );
  });

  test('full URLs and inline images pass through; nothing stays nothing', () => {
    expect(storageUrl('https://img.example.com/c.jpg', 'https://cdn.example.com')).toBe(
      'https://img.example.com/c.jpg',
    );
    expect(storageUrl('data:image/png;base64,AAAA', 'https://cdn.example.com')).toBe(
      'data:image/png;base64,AAAA',
    );
    expect(storageUrl(null, 'https://cdn.example.com')).toBeNull();
    expect(storageUrl('', 'https://cdn.example.com')).toBeNull();
  });

  test('an address that is not a picture is refused: the page shows its placeholder instead', () => {
    for (const address of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
    ])
      expect(storageUrl(address, 'https://cdn.example.com')).toBeNull();
  });

  test('without a storage base the path is used as the API gave it', () => {
    expect(storageUrl('covers/c.jpg', '')).toBe('covers/c.jpg');
  });

  test("the mock's file store answers on the app's own origin when no storage base is set", () => {
    expect(storageUrl('avatars/u-1-2.svg', MOCK_STORAGE_BASE)).toBe('/storage/avatars/u-1-2.svg');
  });
});
