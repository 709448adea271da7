import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RarityCounts } from '@/api/contract/cards';
import { RARITIES, rarityMain, type Rarity } from '@/components/cards/rarity';

/** The four rarity totals; each one filters the list to the students who hold that rarity. */
export default function RarityTotals({
  counts,
  total,
  active,
  onToggle,
}: {
  counts: RarityCounts;
  total: number;
  active: Rarity | null;
  onToggle: (rarity: Rarity) => void;
}) {
  const intl = useIntl();
  return (
    <Grid
      container
      spacing={1.5}
      sx={{ mb: 3 }}
      role="group"
      aria-label={intl.formatMessage({ id: 'cards.students.rarityCounts' })}
    >
      {RARITIES.map((rarity) => (
        <Grid key={rarity} size={{ xs: 6, md: 3 }}>
          <ButtonBase
            onClick={() => onToggle(rarity)}
            aria-pressed={active === rarity}
            data-testid={`rarity-${rarity}`}
            sx={(theme) => ({
              width: '100%',
              textAlign: 'left',
              justifyContent: 'flex-start',
              borderRadius: 2,
              border: `1px solid ${theme.palette.divider}`,
              borderLeft: `6px solid ${rarityMain(theme, rarity)}`,
              p: 1.5,
              bgcolor: active === rarity ? 'action.selected' : 'background.paper',
              '&:hover': { bgcolor: 'action.hover' },
              '&.Mui-focusVisible': { outline: `3px solid ${theme.palette.primary.main}` },
            })}
          >
            <Box>
              <Typography variant="body2" color="text.secondary">
                <FormattedMessage id={`cards.rarity.${rarity}.plural`} />
              </Typography>
              <Typography variant="h3" component="p" sx={{ fontSize: '1.5rem' }}>
                {intl.formatNumber(counts[rarity])}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {total > 0
                  ? intl.formatNumber(counts[rarity] / total, { style: 'percent', maximumFractionDigits: 0 })
                  : '—'}
              </Typography>
            </Box>
          </ButtonBase>
        </Grid>
      ))}
    </Grid>
  );
}
