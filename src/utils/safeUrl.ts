/**
 * Addresses that come from the API (an online event's link, a school's website, a picture) are checked
 * where they are used, so a `javascript:` or `data:` address from a more permissive backend never
 * reaches an `href` or a `src`. One rule for every place:
 *
 * - a **link** (`href`) is an absolute `http:`, `https:`, `mailto:` or `tel:` address, nothing else
 *   (no relative paths: an in-app path from the API goes through `safeAppPath`);
 * - a **picture** (`src`) is an absolute `http(s):` address, a protocol-relative one (`//cdn…`), a path
 *   inside the file store (no scheme: `src/api/storage.ts` joins it to VITE_STORAGE_URL), or an inline
 *   image the browser made, `data:image/` of PNG, JPEG, GIF, WebP, AVIF or SVG (resized uploads of
 *   covers, logos, card pictures and children's photos, the avatar maker's SVG; an SVG inside `<img>`
 *   runs no script). Any other `data:` (`data:text/html`…), `blob:`, `javascript:` is refused.
 *
 * Addresses are read the way a browser reads them: spaces and control characters around them are
 * ignored and tabs or line breaks inside them dropped (`java\tscript:`), and schemes are case-blind.
 */

/** The schemes a link may use. SafeHtml hands the same rule to its sanitizer. */
export const SAFE_LINK_SCHEME = /^(?:https?|mailto|tel):/i;

const SCHEME = /^([a-z][a-z\d+.-]*):/i;
const INLINE_IMAGE = /^data:image\/(?:png|jpeg|jpg|gif|webp|avif|svg\+xml)[;,]/i;

/** The address as a browser's URL parser sees it: outer spaces and controls gone, tabs and newlines removed. */
function normalise(raw: string): string {
  // eslint-disable-next-line no-control-regex -- the URL standard strips C0 controls and spaces at both ends
  return raw.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

function schemeOf(address: string): string | null {
  return SCHEME.exec(address)?.[1]?.toLowerCase() ?? null;
}

function webAddress(address: string): string | null {
  try {
    const url = new URL(address);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? url.href : null;
  } catch {
    return null;
  }
}

/** A link to follow: http(s), mailto or tel, as the browser will read it; anything else is null. */
export function safeHref(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const address = normalise(raw);
  const scheme = schemeOf(address);
  if (scheme === 'http' || scheme === 'https') return webAddress(address);
  if (scheme === 'mailto' || scheme === 'tel') return address.length > scheme.length + 1 ? address : null;
  return null;
}

/**
 * A picture's address: a web address or an inline image as it is, a file-store path (no scheme) as
 * `{ path }` for the caller to place under its storage base; anything else is null.
 */
export function safeImageSource(raw: string | null | undefined): { url: string } | { path: string } | null {
  if (!raw) return null;
  const address = normalise(raw);
  if (!address) return null;
  if (/^[/\\]{2}/.test(address)) return { url: address };
  const scheme = schemeOf(address);
  if (scheme === null) return { path: address };
  if (scheme === 'http' || scheme === 'https') {
    const url = webAddress(address);
    return url ? { url } : null;
  }
  if (scheme === 'data' && INLINE_IMAGE.test(address)) return { url: address };
  return null;
}

/** An address inside the app (`/escolas/…`) for a router link; another origin or any scheme is null. */
export function safeAppPath(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const address = normalise(raw);
  if (!address.startsWith('/') || /^[/\\]{2}/.test(address)) return null;
  try {
    const base = 'https://app.invalid';
    const url = new URL(address, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
