import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ChatContactListItem } from '@/api/contract/chat';
import { useDebouncedText } from '@/components/list/useDebouncedText';
import { contactDetail } from '../contactDetail';
import ChatListShell from './ChatListShell';
import ContactRow from './ContactRow';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

interface ContactListProps {
  contacts: ChatContactListItem[];
  /** The search the list was asked for (the server's answer holds its matches beyond the first 50). */
  search: string;
  onSearch: (search: string) => void;
  selectedId: string | null;
  myId: string;
  onSelect: (contact: ChatContactListItem) => void;
}

/**
 * Everyone the user can talk to: the latest conversations first, then the others by name; each with the
 * last message and how many of theirs are unread. The search (name, child, subject) filters as one types.
 */
export default function ContactList({
  contacts,
  search,
  onSearch,
  selectedId,
  myId,
  onSelect,
}: ContactListProps) {
  const intl = useIntl();
  // What is typed narrows the list at once; the server is asked when the typing settles.
  const [text, setText] = useDebouncedText(search, onSearch, { normalize: (typed) => typed.trim() });
  const shown = useMemo(() => {
    const wanted = fold(text.trim());
    return contacts
      .filter(
        (c) =>
          !wanted || [c.name, ...c.studentNames, ...c.subjects].some((text) => fold(text).includes(wanted)),
      )
      .sort(
        (a, b) =>
          (b.lastMessage?.at ?? '').localeCompare(a.lastMessage?.at ?? '') ||
          a.name.localeCompare(b.name, intl.locale),
      );
  }, [contacts, text, intl.locale]);

  return (
    <ChatListShell
      text={text}
      onText={setText}
      searchLabelId="chat.app.search"
      listLabelId="chat.app.contacts"
      count={shown.length}
      searching={Boolean(text.trim())}
      emptyIcon={PeopleOutlined}
      emptyId="chat.app.empty"
      emptyBodyId="chat.app.emptyBody"
      noMatchId="chat.app.noMatch"
    >
      {shown.map((c) => (
        <ContactRow
          key={c.id}
          contact={c}
          lastMessage={c.lastMessage}
          unread={c.unread}
          selected={c.id === selectedId}
          myId={myId}
          onClick={() => onSelect(c)}
          noMessage={contactDetail(c, intl)}
        />
      ))}
    </ChatListShell>
  );
}
