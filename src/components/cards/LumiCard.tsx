import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { attributeLabel } from './attributeLabel';
import CardArt from './CardArt';
import { rarityMain, type Rarity } from './rarity';
import RarityChip from './RarityChip';
import { storageUrl } from '@/api/storage';

export interface LumiCardView {
  name: string;
  rarity: Rarity;
  imageUrl: string | null;
  collection: string;
  description?: string;
  attributes: Record<string, number> | { key: string; value: number }[];
}

function attributeList(attributes: LumiCardView['attributes']): { key: string; value: number }[] {
  return Array.isArray(attributes)
    ? attributes
    : Object.entries(attributes).map(([key, value]) => ({ key, value }));
}

/**
 * A card of the game as the students see it: art, name, rarity, collection and attributes (0–10).
 * The same component is the catalogue tile and the live preview of the editor.
 */
export default function LumiCard({
  card,
  dense = false,
  archived = false,
}: {
  card: LumiCardView;
  dense?: boolean;
  archived?: boolean;
}) {
  const intl = useIntl();
  const nameId = useId();
  const attributes = attributeList(card.attributes).filter((a) => a.key.trim() !== '');
  const picture = storageUrl(card.imageUrl);
  const name = card.name.trim() || intl.formatMessage({ id: 'cards.preview.untitled' });
  return (
    <Box
      component="article"
      aria-labelledby={nameId}
      sx={(theme) => ({
        position: 'relative',
        borderRadius: 3,
        border: `3px solid ${rarityMain(theme, card.rarity)}`,
        bgcolor: 'background.paper',
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        boxShadow:
          card.rarity === 'legendary' ? `0 0 0 3px ${alpha(rarityMain(theme, card.rarity), 0.25)}` : 'none',
        opacity: archived ? 0.7 : 1,
      })}
    >
      <Box
        sx={(theme) => ({
          aspectRatio: dense ? '16 / 9' : '4 / 3',
          background: `linear-gradient(135deg, ${alpha(rarityMain(theme, card.rarity), 0.28)}, ${alpha(
            rarityMain(theme, card.rarity),
            0.08,
          )})`,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          color: rarityMain(theme, card.rarity),
        })}
      >
        {picture ? (
          <Box
            component="img"
            src={picture}
            alt=""
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <CardArt name={name} rarity={card.rarity} iconSize={dense ? 40 : 56} />
        )}
      </Box>
      <Stack spacing={1} sx={{ p: dense ? 1.25 : 2, flexGrow: 1 }}>
        {/* On a narrow tile the rarity drops under the name rather than squeezing it letter by letter. */}
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 0.5 }}
        >
          <Typography
            id={nameId}
            variant="h4"
            component="h3"
            sx={{ fontSize: dense ? '1rem' : '1.15rem', overflowWrap: 'anywhere' }}
          >
            {name}
          </Typography>
          <RarityChip rarity={card.rarity} sx={{ flexShrink: 0 }} />
        </Stack>
        {card.collection.trim() && (
          <Typography variant="body2" color="text.secondary">
            {card.collection}
          </Typography>
        )}
        {!dense && card.description && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {card.description}
          </Typography>
        )}
        {attributes.length > 0 && (
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75 }}>
            {attributes.map(({ key, value }) => (
              <Box
                key={key}
                sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 1, alignItems: 'center' }}
              >
                <Typography component="dt" variant="caption">
                  {attributeLabel(intl, key, 'cards')}
                </Typography>
                <Typography component="dd" variant="caption" sx={{ m: 0, fontWeight: 600 }}>
                  {Number.isFinite(value) ? value : 0}
                </Typography>
                <LinearProgress
                  variant="determinate"
                  color="inherit"
                  value={Math.max(0, Math.min(10, Number.isFinite(value) ? value : 0)) * 10}
                  aria-hidden
                  sx={(theme) => ({
                    gridColumn: '1 / -1',
                    height: 6,
                    borderRadius: 3,
                    color: rarityMain(theme, card.rarity),
                  })}
                />
              </Box>
            ))}
          </Box>
        )}
      </Stack>
    </Box>
  );
}
