import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { School } from '@/api/contract/domain';
import { storageUrl } from '@/api/storage';
import { initials } from '@/utils/initials';

/** The school's banner: logo (or initials), name and city. */
export default function SchoolHeader({ school }: { school: School }) {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          height: { xs: 88, sm: 120 },
          background: [
            `radial-gradient(circle at 85% 20%, ${alpha(theme.palette.common.white, 0.25)} 0%, transparent 45%)`,
            `linear-gradient(120deg, ${theme.palette.primary.main} 0%, ${theme.palette.secondary.main} 100%)`,
          ].join(', '),
        })}
      />
      {/* A plain flex box, not a Stack: Stack resets its children's margins, and the logo's negative
          top margin is what lifts it onto the banner. */}
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: { xs: 1.5, sm: 2.5 },
          px: { xs: 2, sm: 3 },
          pb: { xs: 2.5, sm: 3 },
          alignItems: { xs: 'flex-start', sm: 'flex-end' },
        }}
      >
        <Avatar
          src={storageUrl(school.logoUrl) ?? undefined}
          alt=""
          variant="rounded"
          sx={{
            width: { xs: 72, sm: 96 },
            height: { xs: 72, sm: 96 },
            mt: { xs: -4.5, sm: -6 },
            fontSize: { xs: '1.6rem', sm: '2.1rem' },
            fontWeight: 700,
            bgcolor: 'background.paper',
            backgroundImage: (theme) =>
              `linear-gradient(${alpha(theme.palette.primary.main, 0.14)}, ${alpha(theme.palette.primary.main, 0.14)})`,
            color: 'primary.main',
            border: 3,
            borderColor: 'background.paper',
            boxShadow: 2,
          }}
        >
          {initials(school.name)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.95rem' } }}>
            {school.name}
          </Typography>
          <Typography color="text.secondary">{`${school.address.city} - ${school.address.state}`}</Typography>
        </Box>
      </Box>
    </Paper>
  );
}
