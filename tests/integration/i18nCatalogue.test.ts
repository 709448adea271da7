import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { menuForRole } from '@/menu/menus';
import type { MenuItem } from '@/menu/types';
import { guardedAreas } from '@/routes/areas';
import { authRoutes } from '@/routes/auth';
import { publicRoutes, templateRoutes } from '@/routes/public';
import { catalogue as readCatalogue } from '@tests/render';

const SRC = join(import.meta.dirname, '../../src');
// The catalogues as written (importing them gives the ICU ASTs the build compiles them to).
const catalogue = readCatalogue('pt-BR');
const LOCALES: Record<string, Record<string, string>> = {
  en: readCatalogue('en'),
  es: readCatalogue('es'),
  fr: readCatalogue('fr'),
};

/** Every .ts/.tsx file under src, tests excluded, as [path relative to src, text]. */
function sourceFiles(dir = SRC): [string, string][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry): [string, string][] => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [[relative(SRC, path), readFileSync(path, 'utf8')]];
  });
}

/** A message id: dotted segments of letters, digits, '_' and '-' (`layout.menu.label`, `route.template.check-mail`). */
const SEGMENT = '[A-Za-z0-9_-]+';
const ID = String.raw`${SEGMENT}(?:\.${SEGMENT})+`;

/**
 * Where source code names a message id literally:
 * - a prop or property that only ever holds an id, with a quoted value:
 *   `id: 'a.b'`, `id="a.b"`, `titleId: 'a.b'`, `descriptionId=…`, `labelId`, `messageId`, `hintId`, `bodyId`,
 *   `timeId`, `caption`; (`id` also names DOM ids and menu ids, which is why ids must be dotted);
 * - a menu entry title, which is always under `menu.`: `title: 'menu.x'`;
 * - any quoted string in the id namespaces the catalogue uses (`'layout.drawer.open'` in a ternary,
 *   the values of a label map), so ids that reach formatMessage through a variable are checked too.
 */
const ID_PATTERNS: RegExp[] = [
  new RegExp(
    String.raw`\b(?:id|titleId|descriptionId|labelId|messageId|hintId|bodyId|timeId|caption)\s*[:=]\s*\{?\s*['"](${ID})['"]`,
    'g',
  ),
  new RegExp(String.raw`\btitle\s*:\s*['"](menu(?:\.${SEGMENT})+)['"]`, 'g'),
];

/** `page('id', '/path', 'route.x', 'placeholder.y')` in src/routes/areas.ts; without a 4th argument the description is `placeholder.<id>`. */
const PAGE_CALL = /\bpage\(\s*'([^']+)',\s*[^,]+,\s*'([^']+)'(?:,\s*'([^']+)')?\s*,?\s*\)/g;

/** MUI palette tokens (`sx={{ color: 'common.white' }}`) that look like ids of the `common.` namespace. */
const NOT_IDS = new Set(['common.white', 'common.black']);

function namespaces(): string[] {
  return [...new Set(Object.keys(catalogue).map((key) => key.split('.')[0]!))];
}

/** Every literal id the source uses, with the file it is in. */
function usedIds(): { id: string; file: string }[] {
  const namespaced = new RegExp(String.raw`['"]((?:${namespaces().join('|')})\.[A-Za-z0-9_.-]+)['"]`, 'g');
  const found: { id: string; file: string }[] = [];
  for (const [file, text] of sourceFiles()) {
    for (const pattern of [...ID_PATTERNS, namespaced]) {
      for (const match of text.matchAll(pattern)) {
        // A form field's path (`name="contact.phone"`) is not a message id, whatever its namespace.
        const fieldPath =
          pattern === namespaced &&
          /\bname\s*[:=]\s*\{?\s*$/.test(text.slice(Math.max(0, match.index - 40), match.index));
        if (!NOT_IDS.has(match[1]!) && !fieldPath) found.push({ id: match[1]!, file });
      }
    }
    for (const [, routeId, titleId, descriptionId] of text.matchAll(PAGE_CALL)) {
      found.push({ id: titleId!, file }, { id: descriptionId ?? `placeholder.${routeId!}`, file });
    }
  }
  return found;
}

/**
 * The argument names of an ICU message (`{brand}`, `{count, plural, one {…} other {…}}` gives `count`),
 * read with a small scanner so that the text of plural/select branches is not taken for an argument.
 */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  let i = 0;
  const readUntil = (stops: string) => {
    const start = i;
    while (i < message.length && !stops.includes(message[i]!)) i++;
    return message.slice(start, i).trim();
  };
  const text = () => {
    while (i < message.length && message[i] !== '}') {
      if (message[i] === '{') {
        i++;
        argument();
      } else i++;
    }
  };
  const argument = () => {
    names.add(readUntil(',}'));
    if (message[i] === ',') {
      i++;
      readUntil(',}'); // the type: number, date, plural, select…
      if (message[i] === ',') {
        i++;
        // Options: selectors each followed by a {branch}, or a number/date style.
        while (i < message.length && message[i] !== '}') {
          if (message[i] === '{') {
            i++;
            text(); // stops on the branch's closing '}', skipped just below
          }
          i++;
        }
      }
    }
    i++; // the argument's closing '}'
  };
  text();
  return [...names].sort();
}

function menuTitles(items: MenuItem[]): string[] {
  return items.flatMap((item) => [
    item.title,
    ...(item.caption ? [item.caption] : []),
    ...(item.chip ? [item.chip.labelId] : []),
    ...menuTitles(item.children ?? []),
  ]);
}

describe('message catalogues (STYLE.md: every id in all four locales)', () => {
  it.each(Object.keys(LOCALES))('%s has exactly the keys of pt-BR', (locale) => {
    const keys = Object.keys(LOCALES[locale]!);
    const expected = Object.keys(catalogue);
    expect({
      missing: expected.filter((k) => !keys.includes(k)),
      extra: keys.filter((k) => !expected.includes(k)),
    }).toEqual({
      missing: [],
      extra: [],
    });
  });

  it.each(Object.keys(LOCALES))(
    '%s translates every message with the same {arguments} and no empty text',
    (locale) => {
      const messages = LOCALES[locale]!;
      const mismatched = Object.entries(catalogue)
        .filter(
          ([key, pt]) =>
            messages[key] != null && argumentsOf(messages[key]).join() !== argumentsOf(pt).join(),
        )
        .map(([key]) => key);
      const empty = Object.entries(messages)
        .filter(([, text]) => text.trim() === '')
        .map(([key]) => key);
      expect({ mismatched, empty }).toEqual({ mismatched: [], empty: [] });
    },
  );

  it('argumentsOf reads ICU arguments, not the text of plural branches', () => {
    expect(argumentsOf('Olá, {name}!')).toEqual(['name']);
    expect(argumentsOf('{count, plural, one {# ingresso de {name}} other {# ingressos}} em {city}')).toEqual([
      'city',
      'count',
      'name',
    ]);
    expect(argumentsOf('{n, number, ::currency/BRL} e {d, date, short}')).toEqual(['d', 'n']);
    expect(argumentsOf('Sem argumentos')).toEqual([]);
  });

  it('the scan finds the ids it should (guards the regexes themselves)', () => {
    const ids = new Set(usedIds().map((u) => u.id));
    for (const id of [
      'layout.menu.label', // intl.formatMessage({ id: '…' })
      'layout.skipToContent', // <FormattedMessage id="…" />
      'layout.drawer.open', // a ternary
      'customization.font.inter', // a label map value
      'menu.group.admin', // title: 'menu.…'
      'menu.help', // title: 'menu.…' with one segment after the namespace
      'errors.maintenance.hint', // hintId="…"
      'route.admin.users', // titleId: 'route.admin.users' in the route table
    ]) {
      expect(ids, id).toContain(id);
    }
  });

  it('every literal message id in src exists in pt-BR', () => {
    const missing = usedIds()
      .filter(({ id }) => !(id in catalogue))
      .map(({ id, file }) => `${id} (${file})`);
    expect([...new Set(missing)].sort()).toEqual([]);
  });

  it('every route title and description, and every menu title, exists in pt-BR', () => {
    const routes = [
      ...publicRoutes,
      ...templateRoutes,
      ...authRoutes,
      ...guardedAreas.flatMap((a) => a.routes),
    ];
    const ids = [
      ...routes.flatMap((r) => [r.titleId, ...(r.descriptionId ? [r.descriptionId] : [])]),
      ...['0', '2', '3', '4', '9'].flatMap((role) => menuTitles(menuForRole(role))),
    ];
    expect([...new Set(ids.filter((id) => !(id in catalogue)))]).toEqual([]);
  });

  it('ids built at runtime exist in pt-BR', () => {
    const ids = [
      ...['0', '2', '3', '4', 'other'].map((role) => `role.${role}`), // ProfileSection
      ...['all', 'new', 'unread', 'other'].map((f) => `notifications.filter.${f}`), // NotificationSection
    ];
    expect(ids.filter((id) => !(id in catalogue))).toEqual([]);
  });
});
