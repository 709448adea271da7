import type { Mission } from '@/api/contract/domain';

/** A mission's statuses, in the order the forms and filters offer them. */
export const MISSION_STATUSES = ['draft', 'active', 'archived'] as const;
export const MISSION_STATUS_COLOR = { draft: 'default', active: 'success', archived: 'warning' } as const;
export const MISSION_STATUS_TEXT = {
  draft: 'text.secondary',
  active: 'success.main',
  archived: 'warning.main',
} as const;
export const isMissionStatus = (value: string): value is Mission['status'] =>
  (MISSION_STATUSES as readonly string[]).includes(value);
