import StyleOutlined from '@mui/icons-material/StyleOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CatalogueCard } from '@/api/contract/cards';
import type { FamilyDependent } from '@/api/contract/family';
import { useGetCardCollectionQuery } from '@/api/endpoints/cards';
import LumiCard from '@/components/cards/LumiCard';
import { RARITIES, type Rarity } from '@/components/cards/rarity';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import { buildAlbum, type AlbumCard } from '../collection';
import LockedCard from './LockedCard';
import QuietNote from './QuietNote';

/** A touch screen: the filter's chips get a finger-sized target. */
const TOUCH = '@media (pointer: coarse)';
const GRID_SIZE = { xs: 6, sm: 4, md: 3 } as const;

export function AlbumSkeleton() {
  const intl = useIntl();
  return (
    <Stack spacing={2} role="status" aria-label={intl.formatMessage({ id: 'family.collection.loading' })}>
      <Skeleton variant="rounded" height={56} />
      <Grid container spacing={2}>
        {Array.from({ length: 8 }, (_, i) => (
          <Grid key={i} size={GRID_SIZE}>
            <Skeleton variant="rounded" height={240} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}

/** A part of the album under its h2 ("Conquistadas (3)"). */
function AlbumSection({ titleId, count, children }: { titleId: string; count: number; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 1.5 }}>
        <FormattedMessage id={titleId} values={{ count }} />
      </Typography>
      {children}
    </Box>
  );
}

function HeldCard({ entry }: { entry: AlbumCard }) {
  const intl = useIntl();
  return (
    <Stack spacing={0.75} sx={{ height: '100%' }}>
      <LumiCard card={entry.card} dense archived={entry.card.archived} />
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.75 }}>
        {entry.copies > 1 && (
          <Chip
            size="small"
            color="primary"
            icon={<StyleOutlined />}
            label={intl.formatMessage({ id: 'family.collection.copies' }, { count: entry.copies })}
          />
        )}
        {entry.firstAwardedAt && (
          <Typography variant="caption" color="text.secondary">
            <FormattedMessage
              id="family.collection.awardedOn"
              values={{
                date: intl.formatDate(entry.firstAwardedAt, {
                  day: '2-digit',
                  month: '2-digit',
                  year: 'numeric',
                }),
              }}
            />
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}

/** The rarity filter: every rarity with how many of its cards the child holds. */
function RarityFilter({
  value,
  counts,
  onChange,
}: {
  value: Rarity | null;
  counts: Record<Rarity, { held: number; total: number }>;
  onChange: (rarity: Rarity | null) => void;
}) {
  const intl = useIntl();
  const chip = (key: string, selected: boolean, label: string, next: Rarity | null) => (
    <Chip
      key={key}
      clickable
      label={label}
      color={selected ? 'primary' : 'default'}
      variant={selected ? 'filled' : 'outlined'}
      aria-pressed={selected}
      onClick={() => onChange(next)}
      sx={{ [TOUCH]: { height: 44, borderRadius: 22 } }}
    />
  );
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={intl.formatMessage({ id: 'family.collection.rarityFilter' })}
      sx={{ flexWrap: 'wrap', gap: 1 }}
    >
      {chip('all', value === null, intl.formatMessage({ id: 'family.collection.all' }), null)}
      {RARITIES.map((rarity) =>
        chip(
          rarity,
          value === rarity,
          intl.formatMessage(
            { id: 'family.collection.rarityCount' },
            {
              rarity: intl.formatMessage({ id: `cards.rarity.${rarity}.plural` }),
              held: counts[rarity].held,
              total: counts[rarity].total,
            },
          ),
          rarity,
        ),
      )}
    </Stack>
  );
}

/**
 * One child's collection: how far along it is, a rarity filter, the cards they hold (drawing, name,
 * rarity, attributes and copies) and the ones still to be won, as locked silhouettes.
 */
export default function CollectionAlbum({
  child,
  catalogue,
  rarity,
  onRarityChange,
}: {
  child: FamilyDependent & { studentId: string };
  catalogue: readonly CatalogueCard[];
  rarity: Rarity | null;
  onRarityChange: (rarity: Rarity | null) => void;
}) {
  const intl = useIntl();
  const collection = useGetCardCollectionQuery(child.studentId);
  const album = useMemo(() => buildAlbum(catalogue, collection.data ?? []), [catalogue, collection.data]);

  if (collection.isLoading) return <AlbumSkeleton />;
  if (collection.error || !collection.data)
    return (
      <ErrorState
        error={collection.error}
        onRetry={() => void collection.refetch()}
        retrying={collection.isFetching}
      />
    );

  const total = album.held.length + album.missing.length;
  const matches = (entry: AlbumCard) => rarity === null || entry.card.rarity === rarity;
  const held = album.held.filter(matches);
  const missing = album.missing.filter(matches);

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1}>
          <Typography variant="h3" component="p">
            <FormattedMessage id="family.collection.progress" values={{ held: album.held.length, total }} />
          </Typography>
          <LinearProgress
            variant="determinate"
            value={total === 0 ? 0 : Math.round((album.held.length / total) * 100)}
            aria-label={intl.formatMessage({ id: 'family.collection.progressLabel' }, { name: child.name })}
            aria-valuetext={intl.formatMessage(
              { id: 'family.collection.progress' },
              { held: album.held.length, total },
            )}
            sx={{ height: 8, borderRadius: 4 }}
          />
        </Stack>
      </Paper>
      {album.held.length === 0 ? (
        <EmptyState
          icon={StyleOutlined}
          titleId="family.collection.emptyTitle"
          bodyId="family.collection.emptyBody"
          values={{ name: child.name }}
        />
      ) : null}
      <RarityFilter value={rarity} counts={album.byRarity} onChange={onRarityChange} />
      {album.held.length > 0 && (
        <AlbumSection titleId="family.collection.held" count={held.length}>
          {held.length === 0 ? (
            <QuietNote id="family.collection.noneOfRarity" />
          ) : (
            <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {held.map((entry) => (
                <Grid key={entry.card.id} size={GRID_SIZE} component="li">
                  <HeldCard entry={entry} />
                </Grid>
              ))}
            </Grid>
          )}
        </AlbumSection>
      )}
      <AlbumSection titleId="family.collection.missing" count={missing.length}>
        {missing.length === 0 ? (
          <QuietNote id="family.collection.allHeld" />
        ) : (
          <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {missing.map((entry) => (
              <Grid key={entry.card.id} size={GRID_SIZE} component="li">
                <LockedCard card={entry.card} />
              </Grid>
            ))}
          </Grid>
        )}
      </AlbumSection>
    </Stack>
  );
}
