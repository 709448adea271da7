import { Skip, type Step, at, w } from './core';

// Mail (SPEC.md §7, template): /api/mails/*. Each toggle runs again (a helper step) so the mailbox ends as
// it was; the mail the plan sends goes to the trash and is deleted for good.
let mailId: string | null = null;
let sentId: string | null = null;
let draftId: string | null = null;

const firstMail = () => {
  if (mailId === null) throw new Skip('needs a mail from GET /api/mails/list, which did not come');
  return { id: mailId };
};
const idFrom = (data: unknown) => {
  const id = at(data, 'mail', 'id');
  return typeof id === 'string' ? id : null;
};
const toggle = (path: string, back = false): Step =>
  w({ method: 'POST', path: `/api/mails/${path}`, body: firstMail, helper: back });

export const mailReads: Step[] = [
  {
    method: 'GET',
    path: '/api/mails/list',
    keep: (data) => {
      const id = at(data, 'mails', 0, 'id');
      if (typeof id === 'string') mailId = id;
    },
  },
  { method: 'POST', path: '/api/mails/filter', body: () => ({ filter: 'inbox' }) },
];

export const mailWrites: Step[] = [
  toggle('setStarred'),
  toggle('setStarred', true),
  toggle('setImportant'),
  toggle('setImportant', true),
  toggle('setRead'),
  toggle('setRead', true),
  w({
    method: 'POST',
    path: '/api/mails/saveDraft',
    body: (k) => ({
      id: null,
      to: [],
      cc: [],
      bcc: [],
      subject: `Rascunho do verificador ${k.run}`,
      body: 'Texto ainda por terminar.',
    }),
    keep: (data) => {
      draftId = idFrom(data);
    },
  }),
  w({
    method: 'POST',
    path: '/api/mails/send',
    body: (k) => {
      if (draftId === null)
        throw new Skip('needs the draft POST /api/mails/saveDraft makes, which did not come');
      return {
        to: [`verificador.${k.run}@exemplo.com.br`],
        cc: [],
        bcc: [],
        subject: `Mensagem do verificador ${k.run}`,
        body: 'Mensagem enviada pelo verificador do contrato.',
        draftId,
      };
    },
    keep: (data) => {
      sentId = idFrom(data);
    },
  }),
  w({
    method: 'POST',
    path: '/api/mails/move',
    body: () => {
      if (sentId === null) throw new Skip('needs the mail POST /api/mails/send makes, which did not come');
      return { id: sentId, folder: 'trash' };
    },
  }),
  w({
    method: 'POST',
    path: '/api/mails/delete',
    body: () => {
      if (sentId === null) throw new Skip('needs the mail POST /api/mails/send makes, which did not come');
      return { id: sentId };
    },
  }),
];
