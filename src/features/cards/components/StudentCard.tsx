import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { CatalogueCard, StudentCollection } from '@/api/contract/cards';
import { storageUrl } from '@/api/storage';
import { initials } from '@/utils/initials';
import { rarityMain } from '@/components/cards/rarity';

const MAX_CHIPS = 6;

/** A student with the cards they hold (the first few as chips) and "give a card". */
export default function StudentCard({
  entry,
  cardsById,
  onAward,
}: {
  entry: StudentCollection;
  cardsById: Map<string, CatalogueCard>;
  onAward: (entry: StudentCollection) => void;
}) {
  const intl = useIntl();
  const headingId = useId();
  const { student, awards } = entry;
  const shown = awards.slice(0, MAX_CHIPS);
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar
            src={storageUrl(student.avatarUrl) ?? undefined}
            alt=""
            sx={{ bgcolor: 'action.selected', color: 'text.primary' }}
          >
            {initials(student.name)}
          </Avatar>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography id={headingId} variant="h4" component="h3" sx={{ fontSize: '1rem' }} noWrap>
              <Box
                component={RouterLink}
                to={`/empresa/perfil-aluno/${encodeURIComponent(student.id)}`}
                sx={{ color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
              >
                {student.name}
              </Box>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {student.grade} ·{' '}
              <FormattedMessage id="cards.students.count" values={{ count: awards.length }} />
            </Typography>
          </Box>
        </Stack>
        {awards.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="cards.students.none" />
          </Typography>
        ) : (
          <Stack
            direction="row"
            sx={{ flexWrap: 'wrap', gap: 0.75 }}
            component="ul"
            aria-label={intl.formatMessage({ id: 'cards.students.held' }, { name: student.name })}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {shown.map((award) => {
              const card = cardsById.get(award.cardId);
              const rarity = card?.rarity ?? 'common';
              const label = card?.name ?? award.cardId;
              return (
                <li key={award.id}>
                  <Tooltip
                    title={intl.formatMessage(
                      { id: 'cards.students.awardedOn' },
                      {
                        rarity: intl.formatMessage({ id: `cards.rarity.${rarity}` }),
                        date: intl.formatDate(award.awardedAt, {
                          day: 'numeric',
                          month: 'short',
                          year: 'numeric',
                        }),
                        reason: award.reason,
                      },
                    )}
                  >
                    <Chip
                      size="small"
                      variant="outlined"
                      label={label}
                      tabIndex={0}
                      icon={
                        <Box
                          component="span"
                          aria-hidden
                          sx={(theme) => ({
                            width: 10,
                            height: 10,
                            borderRadius: '50%',
                            bgcolor: rarityMain(theme, rarity),
                            ml: '6px !important',
                          })}
                        />
                      }
                    />
                  </Tooltip>
                </li>
              );
            })}
            {awards.length > MAX_CHIPS && (
              <li>
                <Chip size="small" label={`+${awards.length - MAX_CHIPS}`} />
              </li>
            )}
          </Stack>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button
          size="small"
          startIcon={<CardGiftcardOutlined />}
          onClick={() => onAward(entry)}
          sx={{ alignSelf: 'flex-start' }}
          aria-label={intl.formatMessage({ id: 'cards.students.awardTo' }, { name: student.name })}
        >
          <FormattedMessage id="cards.students.award" />
        </Button>
      </CardContent>
    </Card>
  );
}

export function StudentsSkeleton() {
  const intl = useIntl();
  return (
    <Grid
      container
      spacing={2}
      role="status"
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'cards.students.loading' })}
    >
      {Array.from({ length: 6 }, (_, i) => (
        <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}>
          <Card variant="outlined">
            <CardContent>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Skeleton variant="circular" width={40} height={40} />
                <Box sx={{ flex: 1 }}>
                  <Skeleton width="60%" />
                  <Skeleton width="40%" />
                </Box>
              </Stack>
              <Skeleton width="80%" sx={{ mt: 1.5 }} />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
