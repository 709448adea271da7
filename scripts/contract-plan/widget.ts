import type { Step } from './core';

// The widget pages' overview (issue 16 §4): one read, open to every signed-in role.
export const widgetReads: Step[] = [{ method: 'GET', path: '/api/Widget/overview' }];
