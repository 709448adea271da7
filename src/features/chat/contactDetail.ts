import type { IntlShape } from 'react-intl';
import type { ChatContact } from '@/api/contract/chat';

/** Who a contact is, in a line: a family's children, a teacher's subjects, a producer, the Lumi team. */
export function contactDetail(contact: ChatContact, intl: IntlShape): string {
  const list = (items: string[]) => intl.formatList(items, { type: 'conjunction' });
  if (contact.kind === 'producer') return intl.formatMessage({ id: 'chat.contact.producer' });
  if (contact.kind === 'team') return intl.formatMessage({ id: 'chat.contact.team' });
  if (contact.kind === 'teacher') {
    return contact.subjects.length > 0
      ? intl.formatMessage({ id: 'chat.contact.teacherOf' }, { subjects: list(contact.subjects) })
      : intl.formatMessage({ id: 'chat.contact.teacher' });
  }
  if (contact.kind === 'school') {
    return contact.studentNames.length > 0
      ? intl.formatMessage({ id: 'chat.contact.schoolOf' }, { names: list(contact.studentNames) })
      : intl.formatMessage({ id: 'chat.contact.school' });
  }
  return contact.studentNames.length > 0
    ? intl.formatMessage({ id: 'chat.contact.guardianOf' }, { names: list(contact.studentNames) })
    : intl.formatMessage({ id: 'chat.contact.family' });
}
