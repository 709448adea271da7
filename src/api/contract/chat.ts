import type { Endpoint } from './common';

/** Chat between schools, families and teachers (SPEC.md §7 chat calls and designed companions). */
export const chatEndpoints: readonly Endpoint[] = [];
