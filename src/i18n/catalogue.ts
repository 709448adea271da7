import type { Language } from '@/store/settings';
import { LOCALES, type Messages } from './locales';

/**
 * Messages travel with their pages. Each file `messages/<locale>/<unit>.json` is its own chunk: boot
 * carries `boot` (shell, public header and footer, guards, error screens, feedback), every lazy route
 * names the units it shows and loads them beside its page chunk, and a language switch loads the units
 * in use for the new language before it shows it (no raw ids on screen).
 */
export const CATALOGUE_UNITS = [
  'boot',
  'shell',
  'auth',
  'validation',
  'account',
  'devtools',
  'landing',
  'events',
  'checkout',
  'payment',
  'tickets',
  'whitelist',
  'family',
  'courses',
  'students',
  'attendance',
  'calendar',
  'chat',
  'cards',
  'arena',
  'avatar',
  'admin',
  'finance',
  'help',
  'producerOps',
  'producer',
  'kanban',
  'mail',
  'contact',
  'user',
  'customer',
  'shop',
  'dashboard',
  'widget',
  'demo',
] as const;
export type CatalogueUnit = (typeof CATALOGUE_UNITS)[number];

const files = import.meta.glob<Messages>('./messages/*/*.json', { import: 'default' });

function fileLoader(language: Language, unit: CatalogueUnit): () => Promise<Messages> {
  const loader = files[`./messages/${LOCALES[language].tag}/${unit}.json`];
  if (!loader) throw new Error(`No catalogue ${unit} for ${language}`);
  return loader;
}

export interface CatalogueSnapshot {
  language: Language;
  messages: Messages;
}

let active: Language = 'pt';
/** Where a language switch is going, while its units load. */
let target: Language = 'pt';
/** Every unit asked for so far: a language switch loads them all in the new language. */
const wanted = new Set<CatalogueUnit>(['boot']);
const loaded = new Map<string, Messages>();
const inFlight = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
let snapshot: CatalogueSnapshot = { language: active, messages: {} };

const keyOf = (language: Language, unit: CatalogueUnit) => `${language}/${unit}`;

function publish() {
  const messages: Messages = {};
  for (const unit of CATALOGUE_UNITS) Object.assign(messages, loaded.get(keyOf(active, unit)));
  snapshot = { language: active, messages };
  for (const listener of listeners) listener();
}

function loadOne(language: Language, unit: CatalogueUnit): Promise<void> {
  const key = keyOf(language, unit);
  if (loaded.has(key)) return Promise.resolve();
  let pending = inFlight.get(key);
  if (!pending) {
    pending = fileLoader(language, unit)()
      .then((messages) => {
        loaded.set(key, messages);
        if (language === active) publish();
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

/** Loads units in the language on screen (and in the one a switch is heading to). */
export async function loadCatalogues(units: readonly CatalogueUnit[]): Promise<void> {
  for (const unit of units) wanted.add(unit);
  const languages = target === active ? [active] : [active, target];
  await Promise.all(languages.flatMap((language) => units.map((unit) => loadOne(language, unit))));
}

/** Shows `language` once every unit in use is loaded in it; the current language stays until then. */
export async function switchCatalogueLanguage(language: Language): Promise<void> {
  target = language;
  // Units asked for while this one loads are loaded too (loadCatalogues follows `target`).
  for (let size = -1; size !== wanted.size;) {
    size = wanted.size;
    await Promise.all([...wanted].map((unit) => loadOne(language, unit)));
  }
  if (target !== language) return; // a later switch won
  active = language;
  publish();
}

/** Boot: the boot unit of the stored language, retried on a flaky network, then pt-BR, then an error. */
export async function loadBootCatalogue(language: Language): Promise<void> {
  active = language;
  target = language;
  const attempts: Language[] = [language, language, language, 'pt', 'pt'];
  let lastError: unknown = null;
  for (const [index, candidate] of attempts.entries()) {
    try {
      if (candidate === active) await loadCatalogues(['boot']);
      else await switchCatalogueLanguage(candidate);
      return;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 300 * (index + 1)));
    }
  }
  throw lastError instanceof Error ? lastError : new Error('Messages failed to load');
}

export function catalogueSnapshot(): CatalogueSnapshot {
  return snapshot;
}

export function subscribeCatalogue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Puts messages in place without loading them (prerendering, tests). */
export function provideCatalogue(language: Language, unit: CatalogueUnit, messages: Messages): void {
  loaded.set(keyOf(language, unit), messages);
  wanted.add(unit);
  if (language === active) publish();
}

/** Back to a language with nothing loaded but what is provided again (tests start from a known state). */
export function resetCatalogue(language: Language = 'pt'): void {
  active = language;
  target = language;
  loaded.clear();
  wanted.clear();
  wanted.add('boot');
  publish();
}
