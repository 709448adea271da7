import type { CSSObject } from '@mui/material/styles';

/**
 * Right-to-left mirrors the layout, but every language of the app is written left to right. Left to
 * the page's direction, the bidi algorithm reorders a Portuguese line around its numbers and
 * punctuation: "16:00–17:30" shows as "17:30–16:00", "2 ingressos" as "ingressos 2", "(11) 91234-5678"
 * with the area code after the number, a sentence's full stop at its start.
 *
 * In RTL every element takes the direction of its paragraphs from their own text (`unicode-bidi:
 * plaintext`, as `dir="auto"` does, and isolated from what surrounds it): a Portuguese line, a time, a
 * range or a phone number reads as written. The `direction` itself stays RTL, so rows, drawers, icons
 * and margins still mirror; and the text keeps the alignment it inherits (right, in RTL), instead of
 * the left that its own left-to-right paragraph would give it.
 */
export const RTL_TEXT: CSSObject = {
  '*': {
    unicodeBidi: 'plaintext',
    // `match-parent`: the inherited alignment, with an inherited "start" read in the parent's (RTL)
    // direction. Chromium and Safari know only the prefixed name.
    textAlign: ['match-parent', '-webkit-match-parent'],
  },
};
