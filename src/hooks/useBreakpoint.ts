import type { Breakpoint, Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/*
 * The window's width against the theme's breakpoints, in one spelling for the whole app. A render in the
 * browser reads the window at once (MUI's hook is built on useSyncExternalStore). `noSsr` makes hydration
 * read it too, instead of the build's answer: the prerenderer has no window and answers false, so what a
 * prerendered page shows before it hydrates must not depend on the width.
 */

/** Narrower than `key` (theme.breakpoints.down). */
export function useDown(key: Breakpoint | number): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down(key), { noSsr: true });
}

/** At least as wide as `key` (theme.breakpoints.up). */
export function useUp(key: Breakpoint | number): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.up(key), { noSsr: true });
}

/** A phone's width (below `sm`): where grids and tables show their one-column layout. */
export function useIsPhone(): boolean {
  return useDown('sm');
}
