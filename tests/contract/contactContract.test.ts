import { contactEndpoints, type Contact } from '@/api/contract/contact';
import type { HttpMethod } from '@/api/contract/endpoints';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';
import { callContract, type Answer } from './contractCall';

let token = '';
beforeEach(async () => {
  token = await signToken(DEMO_IDS.school, '4');
});

function call(method: HttpMethod, path: string, body?: unknown, auth = true): Promise<Answer> {
  return callContract(auth ? token : null, method, path, body);
}

const stored = (): Contact[] => structuredClone(db.tables.contacts ?? []);
const byId = (id: string) => stored().find((c) => c.id === id);

const NEW_CONTACT = {
  name: 'Rosa Tavares',
  role: 'Mãe do Caio (1º ano A)',
  organisation: '',
  group: 'family',
  email: 'rosa.tavares@gmail.com',
  phone: '(11) 98765-4321',
  notes: '',
  favourite: false,
} as const;

describe('the contacts calls of SPEC.md §7', () => {
  test('the contract names GET /api/contact/list and POST /api/contact/modify of the spec, and the designed delete', () => {
    expect(contactEndpoints().map((e) => `${e.method} ${e.path} ${e.source}`)).toEqual([
      'GET /api/contact/list spec',
      'POST /api/contact/modify spec',
      'POST /api/contact/delete design',
    ]);
    for (const e of contactEndpoints()) expect(e.access).toBe('signedIn');
  });

  test('GET /api/contact/list answers { contacts }: the seeded address book, sorted by name', async () => {
    const answer = await call('GET', '/api/contact/list');
    expect(answer.status).toBe(200);
    expect(answer.parsed).toBe(true);
    expect(Object.keys(answer.data).sort()).toEqual(['contacts', 'flag', 'msg']);
    const contacts = answer.data.contacts as Contact[];
    expect(contacts.length).toBeGreaterThanOrEqual(40);
    expect(contacts[0]?.name).toBe('Adriana Lopes');
    expect(contacts.map((c) => c.id).sort()).toEqual(
      stored()
        .map((c) => c.id)
        .sort(),
    );
    expect((await call('GET', '/api/contact/list', undefined, false)).status).toBe(401);

    // Stored demo data from before the address book gets it seeded on first use.
    delete db.tables.contacts;
    expect(((await call('GET', '/api/contact/list')).data.contacts as Contact[]).length).toBe(
      contacts.length,
    );
  });

  test('POST /api/contact/modify {contact} adds a contact without an id and edits one with an id', async () => {
    const added = await call('POST', '/api/contact/modify', { contact: NEW_CONTACT });
    expect(added.status, JSON.stringify(added.data)).toBe(200);
    expect(added.parsed).toBe(true);
    expect(Object.keys(added.data).sort()).toEqual(['contact', 'contacts', 'flag', 'msg']);
    const contact = added.data.contact as Contact;
    // The server gives the id and keeps the phone as digits.
    expect(contact).toEqual({
      ...NEW_CONTACT,
      id: expect.stringMatching(/^ct-\d{3}$/) as string,
      phone: '11987654321',
    });
    expect(byId(contact.id)).toEqual(contact);
    expect(added.data.contacts).toEqual(
      [...stored()].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR', { sensitivity: 'base' })),
    );

    const edited = await call('POST', '/api/contact/modify', {
      contact: { ...contact, role: 'Presidente da APM', favourite: true },
    });
    expect(edited.status).toBe(200);
    expect(edited.parsed).toBe(true);
    expect(byId(contact.id)).toMatchObject({ role: 'Presidente da APM', favourite: true });
    expect(stored().filter((c) => c.name === 'Rosa Tavares')).toHaveLength(1);
  });

  test('modify refuses an invalid phone or e-mail in pt-BR, and an unknown id, changing nothing', async () => {
    const before = stored();
    const badPhone = await call('POST', '/api/contact/modify', {
      contact: { ...NEW_CONTACT, phone: '1234' },
    });
    expect(badPhone.status).toBe(422);
    expect(badPhone.data).toMatchObject({
      flag: false,
      errors: { contact: expect.stringMatching(/^Telefone inválido/) as string },
    });
    const badMail = await call('POST', '/api/contact/modify', {
      contact: { ...NEW_CONTACT, email: 'rosa@' },
    });
    expect(badMail.status).toBe(422);
    const unknown = await call('POST', '/api/contact/modify', { contact: { ...NEW_CONTACT, id: 'ct-999' } });
    expect(unknown.status).toBe(404);
    expect(unknown.data).toMatchObject({ flag: false, msg: 'Contato não encontrado.' });
    expect(stored()).toEqual(before);
  });

  test('POST /api/contact/delete {contactId} removes one contact and answers { contacts }', async () => {
    const answer = await call('POST', '/api/contact/delete', { contactId: 'ct-001' });
    expect(answer.status, JSON.stringify(answer.data)).toBe(200);
    expect(answer.parsed).toBe(true);
    expect(Object.keys(answer.data).sort()).toEqual(['contacts', 'flag', 'msg']);
    expect(byId('ct-001')).toBeUndefined();
    expect((answer.data.contacts as Contact[]).map((c) => c.id)).not.toContain('ct-001');
    expect((answer.data.contacts as Contact[]).length).toBe(stored().length);
    const again = await call('POST', '/api/contact/delete', { contactId: 'ct-001' });
    expect(again.status).toBe(404);
  });
});
