/**
 * What every chart of Lumi is given: no entry animation, and no keyboard focus of its own. The picture
 * is hidden from assistive technology (its numbers are the table beside it), and a focusable element
 * inside something hidden is a trap for keyboard users.
 */
export const CHART_PROPS = { skipAnimation: true, disableKeyboardNavigation: true } as const;
