import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useIdleLoad } from './useIdleLoad';

describe('useIdleLoad', () => {
  it('starts the load once the browser is idle, and only once', async () => {
    const load = vi.fn(() => Promise.resolve());
    const { rerender } = renderHook(() => useIdleLoad(load));
    expect(load).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    rerender();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does nothing when not enabled, or when unmounted before the browser was idle', async () => {
    const load = vi.fn(() => Promise.resolve());
    renderHook(() => useIdleLoad(load, false));
    const { unmount } = renderHook(() => useIdleLoad(load));
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(load).not.toHaveBeenCalled();
  });

  it('a failed load is not an unhandled rejection', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    renderHook(() => useIdleLoad(load));
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
  });
});
