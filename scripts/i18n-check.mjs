#!/usr/bin/env node
// Checks the translation catalogues in src/i18n/messages/<locale>/*.json against the source, pt-BR:
// every locale must have exactly the same keys, and each message must use the same ICU
// argument names ({brand}, {name}, ...) as its pt-BR original. Exits 1 on any problem.
// Usage: node scripts/i18n-check.mjs
import { readFileSync, readdirSync } from 'node:fs';

const MESSAGES_DIR = new URL('../src/i18n/messages/', import.meta.url);
const SOURCE = 'pt-BR';

/**
 * Returns the sorted, de-duplicated argument names of an ICU message, including the ones
 * inside plural/select branches. Follows ICU apostrophe quoting (as intl-messageformat does):
 * "''" is a literal apostrophe, and "'" followed by "{", "}" (or "#" inside a plural) quotes
 * text up to the next lone "'", so "'{name}'" is literal text, not an argument.
 * Throws on malformed syntax (unbalanced braces, missing branches...).
 */
function argumentNames(message) {
  const names = new Set();
  let i = 0;

  const fail = (why) => {
    throw new Error(`${why} at offset ${i}`);
  };
  const skipSpace = () => {
    while (i < message.length && /\s/.test(message[i])) i++;
  };
  const readToken = () => {
    const start = i;
    while (i < message.length && !/[\s,{}]/.test(message[i])) i++;
    return message.slice(start, i);
  };

  // Skips a quoted literal starting at the opening apostrophe, if there is one here.
  const skipQuote = (inPlural) => {
    const next = message[i + 1];
    if (next === "'") {
      i += 2;
      return true;
    }
    if (next === '{' || next === '}' || (inPlural && next === '#')) {
      i += 1;
      while (i < message.length) {
        if (message[i] === "'") {
          if (message[i + 1] === "'") {
            i += 2;
            continue;
          }
          i += 1;
          return true;
        }
        i++;
      }
      return true; // unterminated quote: quotes to the end, as ICU does
    }
    return false;
  };

  // Parses message text until an unmatched "}" (left unconsumed) or the end.
  const parseText = (inPlural) => {
    while (i < message.length) {
      const c = message[i];
      if (c === "'" && skipQuote(inPlural)) continue;
      if (c === '{') parseArgument();
      else if (c === '}') return;
      else i++;
    }
  };

  const expect = (c) => {
    if (message[i] !== c) fail(`expected "${c}"`);
    i++;
  };

  const parseArgument = () => {
    expect('{');
    skipSpace();
    const name = readToken();
    if (!name) fail('empty argument name');
    names.add(name);
    skipSpace();
    if (message[i] === '}') {
      i++;
      return;
    }
    expect(',');
    skipSpace();
    const type = readToken();
    skipSpace();
    if (type === 'plural' || type === 'select' || type === 'selectordinal') {
      expect(',');
      let branches = 0;
      for (;;) {
        skipSpace();
        if (i >= message.length) fail(`unterminated ${type}`);
        if (message[i] === '}') break;
        const selector = readToken();
        if (!selector) fail(`missing ${type} selector`);
        skipSpace();
        if (selector.startsWith('offset:') && message[i] !== '{') continue;
        expect('{');
        parseText(type !== 'select');
        expect('}');
        branches++;
      }
      if (branches === 0) fail(`${type} without branches`);
      expect('}');
      return;
    }
    // number, date, time, ... with an optional style: skip to the closing brace.
    let depth = 1;
    while (i < message.length) {
      const c = message[i];
      if (c === "'" && skipQuote(false)) continue;
      if (c === '{') depth++;
      else if (c === '}' && --depth === 0) {
        i++;
        return;
      }
      i++;
    }
    fail(`unterminated argument {${name}}`);
  };

  parseText(false);
  if (i < message.length) fail('unmatched "}"');
  return [...names].sort();
}

// Each locale is a folder of area files (common.json, events.json, ...). Every locale must have the
// same files, and an id may be defined in one file only.
const areaFiles = (locale) =>
  readdirSync(new URL(`${locale}/`, MESSAGES_DIR))
    .filter((f) => f.endsWith('.json'))
    .sort();

function load(locale) {
  const merged = {};
  for (const name of areaFiles(locale)) {
    const data = JSON.parse(readFileSync(new URL(`${locale}/${name}`, MESSAGES_DIR), 'utf8'));
    if (data === null || typeof data !== 'object' || Array.isArray(data)) {
      throw new Error(`${locale}/${name}: expected a flat object of id -> message`);
    }
    for (const key of Object.keys(data)) {
      if (key in merged) throw new Error(`${locale}/${name}: id ${key} is already defined in another file`);
    }
    Object.assign(merged, data);
  }
  return merged;
}

/** Argument names of each message; problems (bad syntax, non-string values) go to `errors`. */
function analyse(locale, catalogue, errors) {
  const args = new Map();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value !== 'string') {
      errors.push(`${key}: value is ${value === null ? 'null' : typeof value}, not a string`);
      continue;
    }
    try {
      args.set(key, argumentNames(value));
    } catch (error) {
      errors.push(`${key}: invalid ICU message (${error.message})`);
    }
  }
  return args;
}

const fmt = (names) => (names.length ? names.map((n) => `{${n}}`).join(' ') : '(none)');

const locales = readdirSync(MESSAGES_DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort((a, b) => (a === SOURCE ? -1 : b === SOURCE ? 1 : a.localeCompare(b)));

if (!locales.includes(SOURCE)) {
  console.error(`i18n: ${SOURCE}.json not found in ${MESSAGES_DIR.pathname}`);
  process.exit(1);
}

const sourceFiles = areaFiles(SOURCE).join(', ');
for (const locale of locales) {
  if (areaFiles(locale).join(', ') !== sourceFiles) {
    console.error(
      `i18n: ${locale} has files [${areaFiles(locale).join(', ')}], ${SOURCE} has [${sourceFiles}]`,
    );
    process.exit(1);
  }
}

const source = load(SOURCE);
const sourceKeys = Object.keys(source);
const sourceErrors = [];
const sourceArgs = analyse(SOURCE, source, sourceErrors);
let failed = false;

if (sourceErrors.length) {
  failed = true;
  console.log(`${SOURCE} (source): ${sourceErrors.length} invalid message(s)`);
  for (const e of sourceErrors) console.log(`  ${e}`);
}

for (const locale of locales.filter((l) => l !== SOURCE)) {
  const catalogue = load(locale);
  const errors = [];
  const args = analyse(locale, catalogue, errors);
  const missing = sourceKeys.filter((k) => !Object.hasOwn(catalogue, k));
  const extra = Object.keys(catalogue).filter((k) => !Object.hasOwn(source, k));
  const mismatched = sourceKeys.filter((k) => {
    const expected = sourceArgs.get(k);
    const actual = args.get(k);
    return expected && actual && expected.join() !== actual.join();
  });

  if (!missing.length && !extra.length && !mismatched.length && !errors.length) continue;
  failed = true;
  console.log(`${locale}:`);
  if (missing.length) {
    console.log(`  missing (${missing.length}):`);
    for (const k of missing) console.log(`    ${k}`);
  }
  if (extra.length) {
    console.log(`  extra (${extra.length}):`);
    for (const k of extra) console.log(`    ${k}`);
  }
  if (mismatched.length) {
    console.log(`  placeholder mismatch (${mismatched.length}):`);
    for (const k of mismatched) {
      console.log(`    ${k}: ${SOURCE} has ${fmt(sourceArgs.get(k))}, ${locale} has ${fmt(args.get(k))}`);
    }
  }
  if (errors.length) {
    console.log(`  invalid (${errors.length}):`);
    for (const e of errors) console.log(`    ${e}`);
  }
}

if (failed) {
  console.log(`i18n: problems found (source ${SOURCE}, ${sourceKeys.length} keys)`);
  process.exit(1);
}
console.log(`i18n: ${locales.length} locales, ${sourceKeys.length} keys, all complete`);
