import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { storageUrl } from '@/api/storage';
import { attributeLabel } from '@/components/cards/attributeLabel';
import CardArt from '@/components/cards/CardArt';
import { useIsTouch } from '@/hooks/useIsTouch';
import { attributesOf } from '../engine/match';
import { type GameCard } from '../engine/types';
import { rarityMain } from '@/components/cards/rarity';
import { RARITY_LABEL_IDS } from '../rarity';

interface CardFaceProps {
  card: GameCard;
  /** Whose card it is, said above the name ("Sua carta", "Carta do bot"). */
  ownerLabel: string;
  /** The attribute called this round, highlighted. */
  called?: string | null;
  /** When set, the attributes are the buttons that call them (keys 1–6). */
  onChoose?: (attribute: string) => void;
  /** Won, lost or tied the round: a coloured frame once revealed. */
  outcome?: 'won' | 'lost' | 'tie' | null;
}

const OUTCOME_COLOR = { won: 'success.main', lost: 'error.main', tie: 'warning.main' } as const;

/** A Lumi face up, as the arena plays it: art strip, name, rarity and the attributes to call. */
export default function CardFace({ card, ownerLabel, called, onChoose, outcome }: CardFaceProps) {
  const intl = useIntl();
  // The 1–6 key badges are for a keyboard; a finger taps the attribute itself.
  const touch = useIsTouch();
  const keyBadges = onChoose != null && !touch;
  const nameId = useId();
  const attributes = attributesOf(card);
  const picture = storageUrl(card.imageUrl);
  return (
    <Box
      component="article"
      aria-labelledby={nameId}
      sx={(theme) => ({
        borderRadius: 3,
        border: `3px solid ${rarityMain(theme, card.rarity)}`,
        outline: outcome ? '3px solid' : 'none',
        outlineColor: outcome ? OUTCOME_COLOR[outcome] : undefined,
        outlineOffset: 2,
        bgcolor: 'background.paper',
        overflow: 'hidden',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
      })}
    >
      <Box
        sx={(theme) => ({
          height: { xs: 44, sm: 84 },
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          color: rarityMain(theme, card.rarity),
          background: `linear-gradient(135deg, ${alpha(rarityMain(theme, card.rarity), 0.3)}, ${alpha(
            rarityMain(theme, card.rarity),
            0.08,
          )})`,
        })}
      >
        {picture ? (
          <Box
            component="img"
            src={picture}
            alt=""
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <CardArt name={card.name} rarity={card.rarity} iconSize={{ xs: 28, sm: 44 }} />
        )}
        {card.isSuper && (
          <Stack
            direction="row"
            spacing={0.5}
            sx={{
              position: 'absolute',
              top: 4,
              left: 4,
              px: 0.75,
              py: 0.25,
              borderRadius: 1,
              alignItems: 'center',
              bgcolor: 'warning.main',
              color: 'warning.contrastText',
            }}
          >
            <WorkspacePremiumOutlined sx={{ fontSize: 14 }} aria-hidden />
            <Typography variant="caption" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
              <FormattedMessage id="arena.card.super" />
            </Typography>
          </Stack>
        )}
      </Box>
      <Stack spacing={0.75} sx={{ p: { xs: 1, sm: 1.5 }, flexGrow: 1 }}>
        <div>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ lineHeight: 1.3 }}>
            {ownerLabel}
          </Typography>
          <Typography
            id={nameId}
            variant="h4"
            component="h3"
            sx={{ fontSize: { xs: '0.95rem', sm: '1.1rem' }, lineHeight: 1.25, overflowWrap: 'anywhere' }}
          >
            {card.name}
          </Typography>
          <Typography
            variant="caption"
            component="p"
            sx={{ fontWeight: 600, color: (theme) => rarityMain(theme, card.rarity), lineHeight: 1.4 }}
          >
            <FormattedMessage id={RARITY_LABEL_IDS[card.rarity]} />
          </Typography>
        </div>
        <Box
          component={onChoose ? 'div' : 'dl'}
          role={onChoose ? 'group' : undefined}
          aria-label={onChoose ? intl.formatMessage({ id: 'arena.table.chooseLabel' }) : undefined}
          sx={{ m: 0, display: 'grid', gap: 0.5 }}
        >
          {attributes.map((key, index) => {
            const label = attributeLabel(intl, key, 'arena');
            const value = card.attributes[key] ?? 0;
            const isCalled = called === key;
            const row = (
              <>
                {keyBadges && (
                  <Box
                    component="kbd"
                    aria-hidden
                    sx={{
                      minWidth: 20,
                      px: 0.5,
                      borderRadius: 0.75,
                      border: 1,
                      borderColor: 'divider',
                      fontFamily: 'inherit',
                      fontSize: '0.7rem',
                      textAlign: 'center',
                      color: 'text.secondary',
                    }}
                  >
                    {index + 1}
                  </Box>
                )}
                <Typography component={onChoose ? 'span' : 'dt'} variant="body2" sx={{ flexGrow: 1 }}>
                  {label}
                </Typography>
                <Typography
                  component={onChoose ? 'span' : 'dd'}
                  variant="body2"
                  sx={{ m: 0, fontWeight: 700 }}
                >
                  {value}
                </Typography>
              </>
            );
            const rowSx = {
              display: 'flex',
              alignItems: 'center',
              gap: 0.75,
              px: 1,
              minHeight: 36,
              borderRadius: 1.5,
              border: 1,
              borderColor: isCalled ? 'primary.main' : 'divider',
              bgcolor: isCalled ? 'action.selected' : 'transparent',
              textAlign: 'left',
            } as const;
            return onChoose ? (
              <ButtonBase
                key={key}
                onClick={() => onChoose(key)}
                aria-keyshortcuts={String(index + 1)}
                sx={{
                  ...rowSx,
                  width: '100%',
                  justifyContent: 'flex-start',
                  '&:hover': { bgcolor: 'action.hover', borderColor: 'primary.main' },
                  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
                }}
              >
                {row}
              </ButtonBase>
            ) : (
              <Box key={key} sx={rowSx}>
                {row}
              </Box>
            );
          })}
        </Box>
      </Stack>
    </Box>
  );
}
