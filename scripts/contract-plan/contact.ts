import { type Step, Skip, w } from './core';

// Contacts (SPEC.md §7): /api/contact/*. The writes add a contact of their own (no id: the server gives
// one), then delete that one.
let addedId: string | null = null;

export const contactReads: Step[] = [{ method: 'GET', path: '/api/contact/list' }];
export const contactWrites: Step[] = [
  w({
    method: 'POST',
    path: '/api/contact/modify',
    body: (k) => ({
      contact: {
        name: `Contato Verificador ${k.tag}`,
        role: 'Verificação do contrato',
        organisation: 'Lumi',
        group: 'supplier',
        email: `verificador.${k.run}@example.com`,
        phone: '11912345678',
        notes: '',
        favourite: false,
      },
    }),
    keep: (data) => {
      const contact = (data as { contact?: { id?: unknown } }).contact;
      addedId = typeof contact?.id === 'string' ? contact.id : null;
    },
  }),
  w({
    method: 'POST',
    path: '/api/contact/delete',
    body: () => {
      if (!addedId) throw new Skip('needs the contact POST /api/contact/modify adds');
      return { contactId: addedId };
    },
  }),
];
