import { http, HttpResponse } from 'msw';
import { db } from '../db/database';
import type { DbUser, StoredFile, Tables } from '../db/types';
import { HttpError } from '../http';

/**
 * The mock's file store: pictures sent inline (data URLs) are kept in the database's `files` table
 * and served at `/storage/<path>`, the folder VITE_STORAGE_URL points at (`npm run api` serves its
 * own `server/storage/` there too). The API answers the path inside the store, as a real server would.
 */

const IMAGE_TYPES: Record<string, string> = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const DATA_URL = /^data:([^;,]*)((?:;[^;,]*)*),(.*)$/s;
/** What would run inside an SVG opened on its own: scripts, event attributes, javascript: links. */
const ACTIVE_SVG = [/<script/i, /\son[a-z]+\s*=/i, /javascript\s*:/i, /<foreignObject/i];

export function isDataUrl(value: string): boolean {
  return /^data:/i.test(value);
}

function fileError(msg: string): HttpError {
  return new HttpError(422, msg, { url_perfil: msg });
}

function bytesOf(payload: string, base64: boolean): Uint8Array {
  if (!base64) return new TextEncoder().encode(decodeURIComponent(payload));
  const binary = atob(payload.replace(/\s+/g, ''));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** An inline image checked and decoded; anything else is a 422 on url_perfil. */
function decodeImage(dataUrl: string): { contentType: string; extension: string; bytes: Uint8Array } {
  const match = DATA_URL.exec(dataUrl);
  const contentType = match?.[1]?.toLowerCase() ?? '';
  const extension = IMAGE_TYPES[contentType];
  if (!match || !extension) throw fileError('Envie uma imagem (SVG, PNG, JPEG, WebP ou GIF).');
  let bytes: Uint8Array;
  try {
    bytes = bytesOf(match[3] ?? '', /;base64/i.test(match[2] ?? ''));
  } catch {
    throw fileError('Não foi possível ler a imagem enviada.');
  }
  if (bytes.length === 0) throw fileError('A imagem enviada está vazia.');
  if (extension === 'svg') {
    const text = new TextDecoder().decode(bytes);
    if (!/<svg[\s>]/i.test(text)) throw fileError('Não foi possível ler a imagem enviada.');
    if (ACTIVE_SVG.some((pattern) => pattern.test(text)))
      throw fileError('A imagem SVG tem scripts ou eventos e não pode ser usada.');
  }
  return { contentType, extension, bytes };
}

/** The number in a stored avatar's name (`avatars/u-1-7.svg` → 7). */
function sequenceOf(file: StoredFile | undefined): number {
  return Number(/-(\d+)\.\w+$/.exec(file?.path ?? '')?.[1] ?? 0);
}

/**
 * Keeps `dataUrl` as the user's avatar, replacing the one before, and answers its path. Every save
 * gets a new name (never reused, even after the picture is removed), so no cache shows an old one.
 */
export function storeAvatar(t: Tables, user: DbUser, dataUrl: string): string {
  const { contentType, extension, bytes } = decodeImage(dataUrl);
  const files = t.files ?? [];
  const mine = (f: StoredFile) => f.ownerId === user.id && f.path.startsWith('avatars/');
  const sequence = Math.max(sequenceOf(files.find(mine)) + 1, Date.now());
  const file: StoredFile = {
    path: `avatars/${user.id}-${sequence}.${extension}`,
    contentType,
    base64: toBase64(bytes),
    ownerId: user.id,
    savedAt: new Date().toISOString(),
  };
  t.files = [...files.filter((f) => !mine(f)), file];
  return file.path;
}

/** The user's picture is gone: its file goes too. */
export function removeAvatar(t: Tables, user: DbUser): void {
  if (t.files) t.files = t.files.filter((f) => !(f.ownerId === user.id && f.path.startsWith('avatars/')));
}

function storedFile(url: string): StoredFile | undefined {
  try {
    const path = decodeURIComponent(new URL(url).pathname.replace(/^.*?\/storage\//, ''));
    return db.tables.files?.find((f) => f.path === path);
  } catch {
    return undefined;
  }
}

/** Serves the store's files at `/storage/<path>` on any origin (the in-browser mock, tests, `npm run api`). */
export const filesHandlers = [
  http.get('*/storage/*', ({ request }) => {
    const file = storedFile(request.url);
    if (!file) return HttpResponse.json({ flag: false, msg: 'Arquivo não encontrado.' }, { status: 404 });
    return new HttpResponse(
      Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0)),
      {
        headers: {
          'Content-Type': file.contentType,
          // Names are never reused, so a file never changes.
          'Cache-Control': 'public, max-age=31536000, immutable',
          'X-Content-Type-Options': 'nosniff',
          // Opened on its own, a stored SVG may draw but never run anything.
          'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
        },
      },
    );
  }),
];
