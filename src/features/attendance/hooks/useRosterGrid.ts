import { useEffect, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { Store } from '../rosterStore';
import { statusForKey, type MarkStatus } from '../status';
import type { Focus } from '../components/RosterRow';

/**
 * The roster as a spreadsheet: arrows, Home/End and PageUp/PageDown move the tab stop, a letter marks
 * the student and moves on. Only the tab stop lives in `focus`; the buttons exist already.
 */
export function useRosterGrid({
  focus,
  visible,
  setStatus,
}: {
  focus: Store<Focus>;
  visible: readonly { id: string }[];
  setStatus: (studentId: string, status: MarkStatus) => void;
}) {
  const [grid, setGrid] = useState<HTMLDivElement | null>(null);

  // A new search result starts the tab stop at the top.
  useEffect(() => {
    if (focus.get().row >= visible.length) focus.set({ row: 0, col: 0 });
  }, [focus, visible.length]);

  const moveFocus = (row: number, col: number) => {
    const next = { row: Math.max(0, Math.min(visible.length - 1, row)), col };
    focus.set(next);
    // The buttons exist already; only their tabindex follows the store.
    grid?.querySelector<HTMLElement>(`[data-row="${next.row}"][data-col="${next.col}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-row]');
    if (!target || event.altKey || event.ctrlKey || event.metaKey) return;
    const row = Number(target.dataset.row);
    const col = Number(target.dataset.col);
    const student = visible[row];
    const moves: Record<string, [number, number]> = {
      ArrowDown: [row + 1, col],
      ArrowUp: [row - 1, col],
      ArrowRight: [row, 1],
      ArrowLeft: [row, 0],
      Home: [0, col],
      End: [visible.length - 1, col],
      PageDown: [row + 10, col],
      PageUp: [row - 10, col],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveFocus(move[0], move[1]);
      return;
    }
    // Space and Enter are the buttons' own: they click, which cycles the status or opens the details.
    if (event.shiftKey) return;
    const status = statusForKey(event.key);
    if (status === undefined || !student) return;
    event.preventDefault();
    setStatus(student.id, status);
    // A letter marks and moves on, so a teacher types P P A P… down the list.
    if (status !== null && row < visible.length - 1) moveFocus(row + 1, col);
  };

  // The row that was tapped becomes the tab stop (its own subscription re-renders, nothing else).
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-row]');
    if (!target) return;
    const next = { row: Number(target.dataset.row), col: Number(target.dataset.col) };
    const current = focus.get();
    if (next.row !== current.row || next.col !== current.col) focus.set(next);
  };

  return { setGrid, onGridKeyDown: onKeyDown, onGridClick: onClick };
}
