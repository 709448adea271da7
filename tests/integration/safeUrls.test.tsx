import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { DEMO_USERS, LAZY_LOAD, renderApp, renderWithProviders, sessionState, t } from '@tests/render';
import type { ChatContactDetails } from '@/api/contract/chat';
import CardFace from '@/features/arena/components/CardFace';
import LumiCard from '@/components/cards/LumiCard';
import StudentCard from '@/features/cards/components/StudentCard';
import ContactAvatar from '@/features/chat/components/ContactAvatar';
import ContactDetailsPanel from '@/features/chat/components/ContactDetailsPanel';
import SchoolPreview from '@/features/courses/components/SchoolPreview';
import EventCover from '@/components/events/EventCover';
import EventFacts from '@/features/events/components/EventFacts';
import SchoolContacts from '@/features/events/components/SchoolContacts';
import SchoolHeader from '@/features/events/components/SchoolHeader';
import ChildAvatar from '@/features/family/components/ChildAvatar';
import ProfileAvatar from '@/features/kanban/components/ProfileAvatar';
import CoverThumb from '@/features/producer/components/CoverThumb';
import ProfileSection from '@/layouts/MainLayout/ProfileSection';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';
import { DEFAULT_AVATAR } from '@/utils/avatar';

/**
 * Every place where an address from the API lands in an `href` or a `src`, fed the addresses a more
 * permissive backend could send: none may reach the page as a link or a picture.
 */
const HOSTILE = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  '   javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  ' data:image/svg+xml,<svg onload=alert(1)>', // a picture (in <img>, inert) but never a link
];

/** What the browser would run or open from an attribute: a scheme other than the app's safe ones. */
function unsafeAttributes(root: HTMLElement): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('[href], [src]')) {
    for (const name of ['href', 'src'] as const) {
      const raw = element.getAttribute(name);
      if (raw === null) continue;
      // eslint-disable-next-line no-control-regex -- read as the browser reads it
      const value = raw.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');
      const scheme = /^([a-z][a-z\d+.-]*):/i.exec(value)?.[1]?.toLowerCase();
      const allowed =
        scheme === undefined ||
        ['http', 'https', 'mailto', 'tel'].includes(scheme) ||
        // A picture inside <img> runs no script, an SVG one included.
        (name === 'src' && /^data:image\/(?:png|jpeg|gif|webp|avif|svg\+xml)[;,]/i.test(value));
      if (!allowed) found.push(`${element.tagName.toLowerCase()} ${name}="${raw}"`);
    }
  }
  return found;
}

const event = db.tables.events[0]!;
const school = db.tables.schools[0]!;
const card = db.tables.cards[0]!;
const student = db.tables.students[0]!;
const GOOD_LINK = 'https://meet.exemplo.com.br/sala';
const GOOD_PICTURE = 'https://cdn.exemplo.com.br/foto.png';
const details = (pageUrl: string): ChatContactDetails => ({
  id: school.id,
  name: school.name,
  kind: 'school',
  studentNames: [],
  subjects: [],
  avatarUrl: null,
  place: null,
  about: null,
  email: null,
  phone: null,
  pageUrl,
});

interface Place {
  name: string;
  /** The component with the API's address in it. */
  render: (address: string) => ReactElement;
  /** A safe address and the attribute it shows up in, so the check is known to look at the right place. */
  good: string;
  shows: { attribute: 'href' | 'src'; value: string };
}

const PLACES: Place[] = [
  {
    name: "an online event's link (EventFacts)",
    render: (url) => <EventFacts event={{ ...event, online: true, url }} />,
    good: GOOD_LINK,
    shows: { attribute: 'href', value: GOOD_LINK },
  },
  {
    name: "a school's website (SchoolContacts)",
    render: (website) => <SchoolContacts school={{ ...school, contact: { ...school.contact, website } }} />,
    good: GOOD_LINK,
    shows: { attribute: 'href', value: GOOD_LINK },
  },
  {
    name: "a chat contact's page in the app (ContactDetailsPanel)",
    render: (pageUrl) => (
      <ContactDetailsPanel
        details={details(pageUrl)}
        status="idle"
        error={null}
        onRetry={() => {}}
        onClose={() => {}}
      />
    ),
    good: '/escolas/sch-1',
    shows: { attribute: 'href', value: '/escolas/sch-1' },
  },
  {
    name: "an event's cover (EventCover)",
    render: (coverUrl) => (
      <EventCover title={event.title} category={event.category} coverUrl={coverUrl} height={120} />
    ),
    good: GOOD_PICTURE,
    shows: { attribute: 'src', value: GOOD_PICTURE },
  },
  {
    name: "a producer's event cover (CoverThumb)",
    render: (coverUrl) => <CoverThumb coverUrl={coverUrl} category={event.category} />,
    good: GOOD_PICTURE,
    shows: { attribute: 'src', value: GOOD_PICTURE },
  },
  {
    name: "a card's picture (LumiCard)",
    render: (imageUrl) => <LumiCard card={{ ...card, imageUrl }} />,
    good: GOOD_PICTURE,
    shows: { attribute: 'src', value: GOOD_PICTURE },
  },
  {
    name: "a card's picture in the arena (CardFace)",
    render: (imageUrl) => (
      <CardFace card={{ ...card, cardId: card.id, imageUrl, isSuper: false }} ownerLabel="Sua carta" />
    ),
    good: GOOD_PICTURE,
    shows: { attribute: 'src', value: GOOD_PICTURE },
  },
  {
    name: "a student's photo on the cards page (StudentCard)",
    render: (avatarUrl) => (
      <StudentCard
        entry={{ student: { ...student, avatarUrl }, awards: [] }}
        cardsById={new Map()}
        onAward={() => {}}
      />
    ),
    good: GOOD_PICTURE,
    shows: { attribute: 'src', value: GOOD_PICTURE },
  },
  {
    name: "a child's photo (ChildAvatar)",
    render: (src) => <ChildAvatar name="Lucas Souza" src={src} />,
    good: GOOD_PICTURE,
    shows: { attribute: 'src', value: GOOD_PICTURE },
  },
  {
    name: "a chat contact's photo (ContactAvatar)",
    render: (avatarUrl) => <ContactAvatar contact={{ ...details('/x'), avatarUrl }} />,
    good: GOOD_PICTURE,
    shows: { attribute: 'src', value: GOOD_PICTURE },
  },
  {
    name: "a board member's photo (ProfileAvatar)",
    render: (avatar) => (
      <ProfileAvatar profile={{ id: 'p-1', name: 'Ana', avatar, time: '2026-01-01T10:00:00Z' }} />
    ),
    good: GOOD_PICTURE,
    shows: { attribute: 'src', value: GOOD_PICTURE },
  },
  {
    name: "a school's logo on its page (SchoolHeader)",
    render: (logoUrl) => <SchoolHeader school={{ ...school, logoUrl }} />,
    good: GOOD_PICTURE,
    shows: { attribute: 'src', value: GOOD_PICTURE },
  },
  {
    name: "a school's logo in its profile preview (SchoolPreview)",
    render: (logoUrl) => (
      <SchoolPreview
        data={{
          name: school.name,
          logoUrl,
          about: '',
          street: '',
          city: '',
          state: 'SP',
          cep: '',
          phone: '',
          email: '',
          website: '',
          instagram: '',
        }}
      />
    ),
    good: GOOD_PICTURE,
    shows: { attribute: 'src', value: GOOD_PICTURE },
  },
];

describe('addresses from the API are checked where they land in an href or a src', () => {
  test.each(PLACES)('$name', ({ render, good, shows }) => {
    const safe = renderWithProviders(<MemoryRouter>{render(good)}</MemoryRouter>);
    expect(safe.container.querySelector(`[${shows.attribute}="${shows.value}"]`)).not.toBeNull();
    safe.unmount();

    for (const address of HOSTILE) {
      const view = renderWithProviders(<MemoryRouter>{render(address)}</MemoryRouter>);
      expect(unsafeAttributes(view.container), JSON.stringify(address)).toEqual([]);
      view.unmount();
    }
  });

  test("the signed-in user's picture in the top bar (avatarUrl): the default one instead of an unsafe one", () => {
    const pictureOf = (url_perfil: string) => {
      const view = renderWithProviders(
        <MemoryRouter>
          <ProfileSection />
        </MemoryRouter>,
        { preloadedState: sessionState({ ...DEMO_USERS.client, url_perfil }) },
      );
      const found = {
        src: view.container.querySelector('img')?.getAttribute('src'),
        unsafe: unsafeAttributes(view.container),
      };
      view.unmount();
      return found;
    };
    expect(pictureOf(GOOD_PICTURE).src).toBe(GOOD_PICTURE);
    for (const address of HOSTILE) {
      const { src, unsafe } = pictureOf(address);
      expect(unsafe, JSON.stringify(address)).toEqual([]);
      if (!address.includes('data:image/')) expect(src).toBe(DEFAULT_AVATAR);
    }
  });
});

describe("an online event's instructions (/cliente/instrucoes/:id)", () => {
  async function openInstructions(url: string) {
    const online = db.tables.events.find((e) => e.id === 'ev-0001')!;
    Object.assign(online, { online: true, url, venue: null });
    localStorage.setItem('serviceToken', await signToken(DEMO_IDS.family, '2'));
    const view = renderApp({
      route: '/cliente/instrucoes/ev-0001',
      preloadedState: sessionState(DEMO_USERS.client),
    });
    await screen.findByRole('heading', { level: 1, name: online.title }, LAZY_LOAD);
    return {
      view,
      where: screen
        .getByRole('heading', { name: t('family.instructions.where') })
        .closest<HTMLElement>('[data-print="card"]')!,
    };
  }

  test('a safe address is a link that opens in a new tab', async () => {
    const { where } = await openInstructions(GOOD_LINK);
    expect(within(where).getByRole('link', { name: GOOD_LINK })).toHaveAttribute('href', GOOD_LINK);
  });

  test.each(HOSTILE)('%j is shown as text, never as a link', async (address) => {
    const { view, where } = await openInstructions(address);
    expect(within(where).queryByRole('link')).not.toBeInTheDocument();
    expect(within(where).getByText(address, { normalizer: (text) => text })).toBeInTheDocument();
    expect(unsafeAttributes(view.container)).toEqual([]);
  });
});
