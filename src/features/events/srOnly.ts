/**
 * Styles that hide text on screen but keep it for screen readers (headings of regions, live status).
 * Lengths are strings on purpose: in `sx`, `width: 1` means 100% and `margin: -1` one spacing unit.
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
