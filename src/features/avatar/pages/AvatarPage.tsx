import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import PageHeader from '@/components/states/PageHeader';
import { PART_ORDER } from '../avatarParts';
import AvatarCredits from '../components/AvatarCredits';
import AvatarPreview from '../components/AvatarPreview';
import AvatarToolbar from '../components/AvatarToolbar';
import PartPicker from '../components/PartPicker';
import SaveAvatarPanel from '../components/SaveAvatarPanel';
import { useAvatarChoice } from '../hooks/useAvatarChoice';

/**
 * /get-your-avatar: an avatar made from parts, drawn in the browser (works offline once loaded). The
 * link keeps the choice, so it can be shared; a signed-in user can make it their profile picture.
 */
export default function AvatarPage() {
  const { options, setPart, randomize, undo, redo, canUndo, canRedo } = useAvatarChoice();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader titleId="avatar.title" subtitleId="avatar.subtitle" />
      <Grid container spacing={{ xs: 3, md: 4 }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2.5} sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
            <AvatarPreview options={options} />
            <AvatarToolbar
              options={options}
              onRandom={randomize}
              onUndo={undo}
              onRedo={redo}
              canUndo={canUndo}
              canRedo={canRedo}
            />
            <SaveAvatarPanel options={options} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack spacing={3}>
              {PART_ORDER.map((part) => (
                <PartPicker key={part} part={part} options={options} onChoose={setPart} />
              ))}
            </Stack>
          </Paper>
        </Grid>
      </Grid>
      <Box sx={{ mt: 4 }}>
        <AvatarCredits />
      </Box>
    </Container>
  );
}
