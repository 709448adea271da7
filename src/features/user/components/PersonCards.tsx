import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { SocialPerson } from '@/api/contract/user';
import { CARD_GRID_ITEM } from '@/components/states/cardGrid';
import PersonAvatar from './PersonAvatar';
import { ContactLinks, KindChip, NameAndTitle, Place, StatusChip } from './PersonParts';

/** People as a grid of cards (a list for assistive technology). */
export function PeopleGrid({
  people,
  card,
}: {
  people: SocialPerson[];
  card: (person: SocialPerson) => ReactNode;
}) {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {people.map((person) => (
        <Grid key={person.id} size={CARD_GRID_ITEM} component="li" sx={{ display: 'flex' }}>
          {card(person)}
        </Grid>
      ))}
    </Grid>
  );
}

const FULL = { width: '100%' } as const;

/** Someone in the social profile's followers, friends or friend requests. */
export function NetworkCard({ person, mutual = false }: { person: SocialPerson; mutual?: boolean }) {
  return (
    <Card variant="outlined" sx={FULL}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <PersonAvatar name={person.name} kind={person.kind} size={48} />
          <Stack spacing={0.25} sx={{ minWidth: 0 }}>
            <NameAndTitle person={person} heading="h3" />
            <Place person={person} />
            {mutual && (
              <Typography variant="body2" color="text.secondary">
                <FormattedMessage id="user.mutualFriends" values={{ count: person.mutualFriends }} />
              </Typography>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Card 1: the detail card, with what they do, how to reach them and where. */
export function DetailCard({ person }: { person: SocialPerson }) {
  return (
    <Card variant="outlined" sx={FULL}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <PersonAvatar name={person.name} kind={person.kind} size={56} />
            <NameAndTitle person={person} heading="h2" />
          </Stack>
          <Typography variant="body2">{person.about}</Typography>
          <Place person={person} />
          <ContactLinks person={person} />
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Card 2: the simple card, centred, with whether they are online. */
export function SimpleCard({ person }: { person: SocialPerson }) {
  return (
    <Card variant="outlined" sx={FULL}>
      <CardContent>
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <PersonAvatar name={person.name} kind={person.kind} size={72} />
          <NameAndTitle person={person} heading="h2" />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center', gap: 1 }}>
            <KindChip person={person} />
            <StatusChip person={person} />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** A number with its name under it (the term comes first, as a description list wants it). */
function Stat({ value, labelId }: { value: number; labelId: string }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
      <Typography component="dt" variant="caption">
        <FormattedMessage id={labelId} />
      </Typography>
      <Typography component="dd">{value}</Typography>
    </Box>
  );
}

/** Card 3: the profile card, with a cover, the avatar over it and their numbers. */
export function ProfileCard({ person }: { person: SocialPerson }) {
  return (
    <Card variant="outlined" sx={{ ...FULL, overflow: 'hidden' }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          height: 88,
          background: `linear-gradient(120deg, ${theme.palette.primary.main}, ${theme.palette.secondary.main})`,
        })}
      />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', mt: -5 }}>
          <Box sx={{ border: 3, borderColor: 'background.paper', borderRadius: '50%' }}>
            <PersonAvatar name={person.name} kind={person.kind} size={72} />
          </Box>
          <NameAndTitle person={person} heading="h2" />
          <Place person={person} />
          <Stack
            direction="row"
            component="dl"
            spacing={3}
            sx={{ m: 0, pt: 1, '& dd': { m: 0, fontWeight: 600 }, '& dt': { color: 'text.secondary' } }}
          >
            <Stat value={person.posts} labelId="user.stats.posts" />
            <Stat value={person.followers} labelId="user.stats.followers" />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
