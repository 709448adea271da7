import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { FormattedMessage } from 'react-intl';

/** The bot's top card, face down until the reveal. */
export default function CardBack({ thinking }: { thinking: boolean }) {
  return (
    <Box
      component="article"
      sx={(theme) => ({
        height: '100%',
        minHeight: { xs: 200, sm: 260 },
        borderRadius: 3,
        border: `3px solid ${theme.palette.primary.main}`,
        color: 'primary.contrastText',
        background: `repeating-linear-gradient(45deg, ${theme.palette.primary.main}, ${theme.palette.primary.main} 10px, ${alpha(
          theme.palette.primary.dark,
          1,
        )} 10px, ${theme.palette.primary.dark} 20px)`,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        p: 1.5,
        textAlign: 'center',
      })}
    >
      <AutoAwesome sx={{ fontSize: 40 }} aria-hidden />
      <Typography
        component="h3"
        variant="subtitle2"
        // The page's own colours, so the label reads in both modes over the pattern.
        sx={{ bgcolor: 'background.paper', color: 'text.primary', px: 1, py: 0.25, borderRadius: 1 }}
      >
        <FormattedMessage id={thinking ? 'arena.card.botThinking' : 'arena.card.faceDown'} />
      </Typography>
    </Box>
  );
}
