import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { MotionGlobalConfig } from 'framer-motion';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { db } from '@/mocks/db/database';
import { server } from '@/mocks/node';

// Lazy pages load on first use; give async queries room on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });
// happy-dom leaves cancelled animations' promises unhandled; tests need no animation anyway.
MotionGlobalConfig.skipAnimations = true;

// Tests have no layout: every observed element counts as on screen (lazy sections render at once).
class VisibleIntersectionObserver {
  private readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
  }
  observe(target: Element) {
    this.callback(
      [{ isIntersecting: true, target } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
globalThis.IntersectionObserver = VisibleIntersectionObserver as unknown as typeof IntersectionObserver;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  // Every test starts from the seeded demo world.
  db.reset();
  cleanup();
  // Node-environment tests (the build-time renderer) have no storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  // stubScreenWidth also sizes the window for CSS breakpoints: back to happy-dom's default.
  if (typeof window !== 'undefined') {
    const { happyDOM } = window as unknown as {
      happyDOM?: { setViewport(size: { width: number; height: number }): void };
    };
    happyDOM?.setViewport({ width: 1024, height: 768 });
  }
});
afterAll(() => server.close());
