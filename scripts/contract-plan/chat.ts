import type { Step } from './core';

// Chat of the template app (SPEC.md §7): /api/chat/users/id and what the school chat steps do not cover.
export const chatReads: Step[] = [
  {
    method: 'POST',
    path: '/api/chat/users/id',
    as: 'school',
    body: (k) => ({ id: k.need('chatPeerId') }),
  },
];
export const chatWrites: Step[] = [];
