/**
 * Hidden on screen, still read by screen readers (region headings, live status, a chart's numbers).
 * Lengths are strings on purpose: in `sx`, `width: 1` means 100% and `margin: -1` one spacing unit.
 * Plain CSS properties, so it also works in GlobalStyles and as a nested `sx` rule.
 */
export const srOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
