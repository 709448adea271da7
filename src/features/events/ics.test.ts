import { buildIcs, escapeIcsText, foldIcsLine, icsFileName, stripHtml, toIcsDateTime } from './ics';

const NOW = new Date('2026-05-01T12:34:56.789Z');
const EVENT = {
  uid: 'ev-0001@lumi',
  title: 'Festival de Ciências, Arte; e Música',
  start: '2026-06-14T18:00:00.000Z',
  end: '2026-06-14T21:30:00.000Z',
  location: 'Teatro Municipal, Rua das Flores, 120, São Paulo - SP',
  description:
    '<p>Um evento para toda a família.</p><ul><li>Livre</li><li>Acessível</li></ul><script>alert(1)</script>',
  url: 'https://lumi.example/eventos/ev-0001',
};

/** The unfolded content lines of a file, as a calendar reads them. */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n');
}

describe('buildIcs (RFC 5545)', () => {
  test('one VEVENT inside one VCALENDAR, CRLF line ends, in order', () => {
    const ics = buildIcs(EVENT, { now: NOW });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
    const lines = unfold(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true);
    expect(lines.indexOf('BEGIN:VEVENT')).toBeLessThan(lines.indexOf('END:VEVENT'));
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  test('UID, DTSTAMP and DTSTART/DTEND in UTC', () => {
    const lines = unfold(buildIcs(EVENT, { now: NOW }));
    expect(lines).toContain('UID:ev-0001@lumi');
    expect(lines).toContain('DTSTAMP:20260501T123456Z');
    expect(lines).toContain('DTSTART:20260614T180000Z');
    expect(lines).toContain('DTEND:20260614T213000Z');
  });

  test('an offset date-time is converted to UTC', () => {
    expect(toIcsDateTime('2026-06-14T15:00:00-03:00')).toBe('20260614T180000Z');
    expect(() => toIcsDateTime('not a date')).toThrow(RangeError);
  });

  test('SUMMARY and LOCATION escape commas and semicolons', () => {
    const lines = unfold(buildIcs(EVENT, { now: NOW }));
    expect(lines).toContain('SUMMARY:Festival de Ciências\\, Arte\\; e Música');
    expect(lines).toContain('LOCATION:Teatro Municipal\\, Rua das Flores\\, 120\\, São Paulo - SP');
    expect(lines).toContain('URL:https://lumi.example/eventos/ev-0001');
  });

  test('DESCRIPTION is plain text: tags stripped, scripts dropped, newlines escaped', () => {
    const description = unfold(buildIcs(EVENT, { now: NOW })).find((l) => l.startsWith('DESCRIPTION:'));
    expect(description).toBe('DESCRIPTION:Um evento para toda a família.\\n\\n• Livre\\n• Acessível');
    expect(description).not.toMatch(/[<>]|alert/);
  });

  test('optional LOCATION, DESCRIPTION and URL are left out when empty', () => {
    const ics = buildIcs({ ...EVENT, location: null, description: '', url: undefined }, { now: NOW });
    expect(ics).not.toMatch(/^(LOCATION|DESCRIPTION|URL):/m);
  });

  test('long lines are folded at 75 octets without splitting a character', () => {
    const ics = buildIcs({ ...EVENT, title: 'Ação '.repeat(40) }, { now: NOW });
    const encoder = new TextEncoder();
    for (const line of ics.split('\r\n')) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(unfold(ics)).toContain(`SUMMARY:${'Ação '.repeat(40)}`);
    expect(ics).not.toContain('\uFFFD');
  });
});

describe('ics helpers', () => {
  test('escapeIcsText escapes backslash first, then ; , and every newline form', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  test('stripHtml decodes entities and keeps line structure', () => {
    expect(stripHtml('<p>Pais &amp; filhos&nbsp;juntos</p><p>Linha<br/>nova &#233; &#x2764;</p>')).toBe(
      'Pais & filhos juntos\nLinha\nnova é ❤',
    );
    expect(stripHtml('<style>p{}</style>Oi')).toBe('Oi');
  });

  test('foldIcsLine leaves short lines alone', () => {
    expect(foldIcsLine('SUMMARY:Curto')).toBe('SUMMARY:Curto');
  });

  test('icsFileName is a plain slug', () => {
    expect(icsFileName('Festival de Ciências para Famílias!')).toBe('festival-de-ciencias-para-familias.ics');
    expect(icsFileName('***')).toBe('evento.ics');
  });
});
