import { act, renderHook } from '@testing-library/react';
import { TOUCH_ONLY_QUERY, useIsTouch } from './useIsTouch';

/** A matchMedia whose touch-only answer can change, as when a tablet's keyboard and mouse are unplugged. */
function stubPointer(initial: boolean) {
  const list = Object.assign(new EventTarget(), {
    matches: initial,
    media: TOUCH_ONLY_QUERY,
    onchange: null,
  });
  const asked: string[] = [];
  vi.stubGlobal('matchMedia', (query: string) => {
    asked.push(query);
    return list as unknown as MediaQueryList;
  });
  return {
    asked,
    change(matches: boolean) {
      list.matches = matches;
      list.dispatchEvent(new Event('change'));
    },
  };
}

describe('useIsTouch', () => {
  test('asks for a touch-only screen (no hover, a coarse pointer) and follows changes', () => {
    const pointer = stubPointer(false);
    const { result } = renderHook(() => useIsTouch());
    expect(result.current).toBe(false);
    expect(pointer.asked).toContain('(hover: none) and (pointer: coarse)');
    act(() => pointer.change(true));
    expect(result.current).toBe(true);
    act(() => pointer.change(false));
    expect(result.current).toBe(false);
  });

  test('a touch-only screen answers true from the first render', () => {
    stubPointer(true);
    const { result } = renderHook(() => useIsTouch());
    expect(result.current).toBe(true);
  });
});
