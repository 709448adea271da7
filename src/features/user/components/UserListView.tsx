import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SocialPerson } from '@/api/contract/user';
import PageHeader from '@/components/states/PageHeader';
import { parseLocalDate } from '@/utils/localDate';
import PeopleSection from './PeopleSection';
import PersonAvatar from './PersonAvatar';
import { ContactLinks, KindChip, NameAndTitle, Place, StatusChip } from './PersonParts';
import VariantNav from './VariantNav';

/** List 1: one compact row per person: who, since when, and whether they are online. */
function CompactRow({ person }: { person: SocialPerson }) {
  const intl = useIntl();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1, sm: 2 }}
      sx={{ p: 2, alignItems: { sm: 'center' } }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flex: 2, minWidth: 0 }}>
        <PersonAvatar name={person.name} kind={person.kind} />
        <NameAndTitle person={person} heading="h2" />
      </Stack>
      <Box sx={{ flex: 1.5, minWidth: 0 }}>
        <Place person={person} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
        <FormattedMessage
          id="user.joinedOn"
          values={{ date: intl.formatDate(parseLocalDate(person.joinedOn), { dateStyle: 'medium' }) }}
        />
      </Typography>
      <Box>
        <StatusChip person={person} />
      </Box>
    </Stack>
  );
}

/** List 2: a fuller row: who they are, what they say about themselves, and how to reach them. */
function RichRow({ person }: { person: SocialPerson }) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ flex: 2, minWidth: 0 }}>
        <PersonAvatar name={person.name} kind={person.kind} size={56} />
        <Stack spacing={0.75} sx={{ minWidth: 0 }}>
          <NameAndTitle person={person} heading="h2" />
          <Place person={person} />
          <Typography variant="body2">{person.about}</Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <KindChip person={person} />
            <StatusChip person={person} />
          </Stack>
        </Stack>
      </Stack>
      <Box sx={{ flex: 1, minWidth: 0, pl: { xs: 9, md: 0 } }}>
        <ContactLinks person={person} />
      </Box>
    </Stack>
  );
}

const VARIANTS = {
  1: { list: 'usersS1', Row: CompactRow },
  2: { list: 'usersS2', Row: RichRow },
} as const;

/** /apps/user/list/list1..2: the network as a compact list, or the school's people as a fuller one. */
export default function UserListView({ variant }: { variant: 1 | 2 }) {
  const { list, Row } = VARIANTS[variant];
  return (
    <>
      <PageHeader
        titleId={`route.user.list${String(variant)}`}
        subtitleId={`user.list.subtitle${String(variant)}`}
        actions={
          <VariantNav
            base="/apps/user/list/list"
            count={2}
            current={variant}
            labelId="user.list.nav"
            itemId="user.list.item"
          />
        }
      />
      <PeopleSection key={list} list={list} searchLabelId="user.search.people">
        {(people) => (
          <Paper
            variant="outlined"
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
          >
            {people.map((person) => (
              <li key={person.id}>
                <Row person={person} />
              </li>
            ))}
          </Paper>
        )}
      </PeopleSection>
    </>
  );
}
