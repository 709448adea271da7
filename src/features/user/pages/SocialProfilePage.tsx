import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/sessionSlice';
import { avatarUrl } from '@/utils/avatar';
import GalleryTab from '../components/GalleryTab';
import PeopleSection from '../components/PeopleSection';
import { NetworkCard, PeopleGrid } from '../components/PersonCards';
import PersonAvatar from '../components/PersonAvatar';
import PostsTab from '../components/PostsTab';

const SOCIAL_TABS = ['posts', 'follower', 'friends', 'gallery', 'friend-request'] as const;
type SocialTab = (typeof SOCIAL_TABS)[number];
const BASE = '/apps/user/social-profile';

const isTab = (value: string | undefined): value is SocialTab =>
  (SOCIAL_TABS as readonly string[]).includes(value ?? '');

const LABEL: Record<SocialTab, string> = {
  posts: 'user.tab.posts',
  follower: 'user.tab.followers',
  friends: 'user.tab.friends',
  gallery: 'user.tab.gallery',
  'friend-request': 'user.tab.friendRequests',
};

/** Cover, photo and name of the signed-in user, and the profile's tabs (each its own address). */
function ProfileHeader({ tab }: { tab: SocialTab }) {
  const intl = useIntl();
  const user = useAppSelector(selectUser);
  const name = user?.name ?? '';
  const roleId = user && ['0', '2', '3', '4'].includes(user.role) ? `role.${user.role}` : 'role.other';
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden', mb: 3 }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          height: { xs: 96, sm: 160 },
          background: `linear-gradient(120deg, ${theme.palette.primary.dark}, ${theme.palette.secondary.main})`,
        })}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ px: { xs: 2, sm: 3 }, pb: 1, alignItems: { xs: 'flex-start', sm: 'flex-end' } }}
      >
        <Box sx={{ mt: -6, border: 4, borderColor: 'background.paper', borderRadius: '50%' }}>
          <PersonAvatar
            name={name}
            size={96}
            src={user?.url_perfil ? avatarUrl(user.url_perfil) : undefined}
          />
        </Box>
        <Box sx={{ minWidth: 0, pb: 1 }}>
          <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.85rem' } }}>
            {name}
          </Typography>
          <Typography color="text.secondary">
            <FormattedMessage id={roleId} />
          </Typography>
        </Box>
      </Stack>
      <Tabs
        value={tab}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        role="navigation"
        aria-label={intl.formatMessage({ id: 'user.tabs.label' })}
        sx={{ px: { sm: 2 }, borderTop: 1, borderColor: 'divider' }}
      >
        {SOCIAL_TABS.map((slug) => (
          <Tab
            key={slug}
            value={slug}
            component={RouterLink}
            to={`${BASE}/${slug}`}
            label={intl.formatMessage({ id: LABEL[slug] })}
            aria-current={slug === tab ? 'page' : undefined}
            sx={{ minHeight: 48 }}
          />
        ))}
      </Tabs>
    </Paper>
  );
}

function PeopleTab({ tab }: { tab: 'follower' | 'friends' | 'friend-request' }) {
  const list = tab === 'follower' ? 'followers' : tab === 'friends' ? 'friends' : 'friendRequests';
  return (
    <PeopleSection key={list} list={list} searchLabelId={`user.search.${list}`}>
      {(people) => (
        <PeopleGrid
          people={people}
          card={(person) => <NetworkCard person={person} mutual={tab === 'friend-request'} />}
        />
      )}
    </PeopleSection>
  );
}

/** /apps/user/social-profile/{posts|follower|friends|gallery|friend-request}: the signed-in user's social profile. */
export default function SocialProfilePage() {
  const { pathname } = useLocation();
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  const tab: SocialTab = isTab(last) ? last : 'posts';
  return (
    <>
      <ProfileHeader tab={tab} />
      <Typography variant="h2" sx={{ mb: 2, fontSize: { xs: '1.25rem', sm: '1.5rem' } }}>
        <FormattedMessage id={LABEL[tab]} />
      </Typography>
      {tab === 'posts' && <PostsTab />}
      {tab === 'gallery' && <GalleryTab />}
      {(tab === 'follower' || tab === 'friends' || tab === 'friend-request') && <PeopleTab tab={tab} />}
    </>
  );
}
