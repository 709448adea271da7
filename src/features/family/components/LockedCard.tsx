import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CatalogueCard } from '@/api/contract/cards';
import CardArt from '@/components/cards/CardArt';
import { rarityMain } from '@/components/cards/rarity';
import RarityChip from '@/components/cards/RarityChip';

/**
 * A card still to be won: its drawing as a dark silhouette behind a lock, and only its rarity. What the
 * card is stays a surprise until the child earns it.
 */
export default function LockedCard({ card }: { card: Pick<CatalogueCard, 'name' | 'rarity'> }) {
  const intl = useIntl();
  const rarity = intl.formatMessage({ id: `cards.rarity.${card.rarity}` });
  return (
    <Box
      component="article"
      aria-label={intl.formatMessage({ id: 'family.collection.lockedCard' }, { rarity })}
      sx={(theme) => ({
        height: '100%',
        borderRadius: 3,
        border: `3px dashed ${alpha(rarityMain(theme, card.rarity), 0.55)}`,
        bgcolor: 'action.hover',
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
      })}
    >
      <Box
        aria-hidden
        sx={{
          position: 'relative',
          aspectRatio: '16 / 9',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            // The drawing's outline only: the shape of a card to come.
            filter: 'brightness(0)',
            opacity: 0.22,
          }}
        >
          <CardArt name={card.name} rarity={card.rarity} iconSize={40} />
        </Box>
        <LockOutlined sx={{ position: 'relative', fontSize: 32, color: 'text.secondary' }} />
      </Box>
      <Stack spacing={1} sx={{ p: 1.25, alignItems: 'flex-start' }}>
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          <FormattedMessage id="family.collection.lockedName" />
        </Typography>
        <RarityChip rarity={card.rarity} variant="outlined" />
      </Stack>
    </Box>
  );
}
