import { safeHref } from '@/utils/safeUrl';

/** A piece of a message: plain text, or a web link found in it. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than the address ("veja https://x.com.br."). */
const TRAILING = /[.,;:!?)\]}»”’'"]+$/;

/** A web address found in a message as a link: `www.` ones on https; anything unsafe stays text. */
function webLink(raw: string): string | null {
  const href = safeHref(/^www\./i.test(raw) ? `https://${raw}` : raw);
  return href && /^https?:/i.test(href) ? href : null;
}

/**
 * Splits a message into text and links. The message is never parsed as HTML: the page renders the
 * parts as text nodes and anchors, so markup in a message shows as the characters typed.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const candidate = match[0].replace(TRAILING, '');
    const href = webLink(candidate);
    if (!href || candidate.length === 0) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: candidate, href });
    last = start + candidate.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
