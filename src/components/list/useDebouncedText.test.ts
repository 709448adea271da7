import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedText } from './useDebouncedText';

function setup(initial: string, options?: Parameters<typeof useDebouncedText>[2]) {
  const commit = vi.fn<(text: string) => void>();
  const hook = renderHook(({ value }: { value: string }) => useDebouncedText(value, commit, options), {
    initialProps: { value: initial },
  });
  const type = (text: string) => {
    act(() => {
      hook.result.current[1](text);
    });
  };
  const wait = (ms: number) => {
    act(() => {
      vi.advanceTimersByTime(ms);
    });
  };
  const text = () => hook.result.current[0];
  return { commit, hook, type, wait, text };
}

describe('useDebouncedText', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('commits once typing pauses, not on every key', () => {
    const { commit, type, wait } = setup('');
    type('a');
    wait(200);
    type('ab');
    wait(299);
    expect(commit).not.toHaveBeenCalled();
    wait(1);
    expect(commit).toHaveBeenCalledTimes(1);
    expect(commit).toHaveBeenCalledWith('ab');
  });

  it('honours the delay and commits the normalized text', () => {
    const { commit, type, wait } = setup('', { delayMs: 500, normalize: (t) => t.trim() });
    type('  ana ');
    wait(499);
    expect(commit).not.toHaveBeenCalled();
    wait(1);
    expect(commit).toHaveBeenCalledWith('ana');
  });

  it('keeps what was typed since when its own commit comes back late', () => {
    const { commit, hook, type, wait, text } = setup('');
    type('ma');
    wait(300);
    expect(commit).toHaveBeenLastCalledWith('ma');
    // More typing before the router renders the committed value…
    type('mar');
    // …then the URL echoes the older value: the box keeps "mar".
    hook.rerender({ value: 'ma' });
    expect(text()).toBe('mar');
    wait(300);
    expect(commit).toHaveBeenLastCalledWith('mar');
    hook.rerender({ value: 'mar' });
    expect(text()).toBe('mar');
  });

  it('keeps a trailing space the normalized commit dropped', () => {
    const { hook, type, wait, text, commit } = setup('', { normalize: (t) => t.trim() });
    type('ana ');
    wait(300);
    hook.rerender({ value: 'ana' });
    expect(text()).toBe('ana ');
    wait(1000);
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('follows a change of the value it did not make (back button, clear filters)', () => {
    const { commit, hook, type, wait, text } = setup('ana');
    expect(text()).toBe('ana');
    hook.rerender({ value: 'bia' });
    expect(text()).toBe('bia');
    type('bianca');
    wait(300);
    hook.rerender({ value: 'bianca' });
    hook.rerender({ value: '' });
    expect(text()).toBe('');
    wait(1000);
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('does not commit on mount and flushes at once when asked', () => {
    const { commit, hook, type, wait } = setup('ana');
    wait(1000);
    expect(commit).not.toHaveBeenCalled();
    type('ana maria');
    act(() => {
      hook.result.current[2]();
    });
    expect(commit).toHaveBeenCalledWith('ana maria');
    hook.rerender({ value: 'ana maria' });
    wait(1000);
    expect(commit).toHaveBeenCalledTimes(1);
  });
});
