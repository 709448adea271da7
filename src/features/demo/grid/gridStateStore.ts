import type { GridInitialState } from '@mui/x-data-grid';

/** Where the save/restore demo keeps the grid's state in this browser. */
export const GRID_STATE_KEY = 'lumi-demo-grid-state';

/** The saved state, or null when there is none (or it is not an object: an older or hand-edited value). */
export function readGridState(): GridInitialState | null {
  try {
    const raw = localStorage.getItem(GRID_STATE_KEY);
    const state: unknown = raw ? JSON.parse(raw) : null;
    return state && typeof state === 'object' && !Array.isArray(state) ? state : null;
  } catch {
    return null;
  }
}

export function saveGridState(state: GridInitialState): void {
  try {
    localStorage.setItem(GRID_STATE_KEY, JSON.stringify(state));
  } catch {
    // A full or blocked storage: the grid keeps working, the state is just not kept.
  }
}

export function clearGridState(): void {
  localStorage.removeItem(GRID_STATE_KEY);
}
