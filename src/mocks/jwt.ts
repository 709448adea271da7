/** HS256 JSON Web Tokens for the mock API: real signatures and expiry, decodable by jwt-decode. */

const SECRET = 'lumi-mock-secret-not-for-production';
export const TOKEN_TTL_SECONDS = 60 * 60 * 8;

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array | string): string {
  const raw = typeof bytes === 'string' ? encoder.encode(bytes) : bytes;
  let binary = '';
  raw.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((text.length + 3) % 4);
  return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
}

let keyPromise: Promise<CryptoKey> | null = null;
function key(): Promise<CryptoKey> {
  keyPromise ??= crypto.subtle.importKey(
    'raw',
    encoder.encode(SECRET),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return keyPromise;
}

export interface TokenClaims {
  sub: string;
  role: string;
  iat: number;
  exp: number;
  /** The token's id, which a logout revokes (tokens issued before ids existed have none). */
  jti?: string;
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** What a logout revokes: the token's `jti`, or for a token without one its signature. */
export function tokenId(token: string, claims: TokenClaims): string {
  return claims.jti ?? token.slice(token.lastIndexOf('.') + 1);
}

export async function signToken(
  sub: string,
  role: string,
  ttlSeconds = TOKEN_TTL_SECONDS,
  now = Date.now(),
): Promise<string> {
  const iat = Math.floor(now / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const claims: TokenClaims = { sub, role, iat, exp: iat + ttlSeconds, jti: randomId() };
  const payload = base64url(JSON.stringify(claims));
  const signature = new Uint8Array(
    await crypto.subtle.sign('HMAC', await key(), encoder.encode(`${header}.${payload}`)),
  );
  return `${header}.${payload}.${base64url(signature)}`;
}

export type VerifyResult =
  { ok: true; claims: TokenClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

export async function verifyToken(token: string, now = Date.now()): Promise<VerifyResult> {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header, payload, signature] = parts as [string, string, string];
  let claims: TokenClaims;
  let signatureBytes: Uint8Array;
  try {
    claims = JSON.parse(new TextDecoder().decode(fromBase64url(payload))) as TokenClaims;
    signatureBytes = fromBase64url(signature);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const valid = await crypto.subtle.verify(
    'HMAC',
    await key(),
    signatureBytes.slice().buffer,
    encoder.encode(`${header}.${payload}`),
  );
  if (!valid) return { ok: false, reason: 'signature' };
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
