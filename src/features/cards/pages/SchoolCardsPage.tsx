import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import StyleOutlined from '@mui/icons-material/StyleOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { CatalogueCard, RarityCounts, StudentCollection } from '@/api/contract/cards';
import { useGetCardsQuery, useGetCardStudentsQuery } from '@/api/endpoints/cards';
import SearchField from '@/components/list/SearchField';
import { useDebouncedText } from '@/components/list/useDebouncedText';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import PageHeader from '@/components/states/PageHeader';
import AwardDialog, { type StudentOption } from '../components/AwardDialog';
import { isRarity, RARITIES, rarityMain, type Rarity } from '../rarity';
import { initials } from '@/utils/initials';
import { storageUrl } from '@/api/storage';

const PAGE_SIZE = 24;
const MAX_CHIPS = 6;

/** The four rarity totals; each one filters the list to the students who hold that rarity. */
function RarityTotals({
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

function StudentCard({
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

function StudentsSkeleton() {
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

/**
 * /empresa/lumis: the cards the school's students earned — rarity totals, a searchable list of students
 * with their cards, and "give a card" for a student.
 */
export default function SchoolCardsPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const rarityParam = params.get('raridade');
  const rarity = isRarity(rarityParam) ? rarityParam : null;
  const onlyHolders = params.get('comCartas') === '1';
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const [awardFor, setAwardFor] = useState<StudentOption | null | 'new'>(null);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (!('pagina' in changes)) next.delete('pagina');
        return next;
      },
      { replace: true },
    );

  // The search box updates the address once typing settles (never on mount: a navigation then would
  // race with the visitor leaving the page while it loads, and bring them back here).
  const query = params.get('q') ?? '';
  const [search, setSearch] = useDebouncedText(query, (text) => update({ q: text }), {
    normalize: (text) => text.trim(),
  });

  const cards = useGetCardsQuery({ status: 'all' });
  const cardsById = useMemo(() => new Map((cards.data?.cards ?? []).map((c) => [c.id, c])), [cards.data]);
  const students = useGetCardStudentsQuery({
    search: query.trim() || undefined,
    rarity: rarity ?? undefined,
    onlyHolders,
    page,
    pageSize: PAGE_SIZE,
  });

  const openAward = (entry: StudentCollection | null) =>
    setAwardFor(entry ? { ...entry.student, cardIds: entry.awards.map((a) => a.cardId) } : 'new');

  const filtered = Boolean(query || rarity || onlyHolders);
  let body;
  if (students.isLoading || cards.isLoading) body = <StudentsSkeleton />;
  else if (students.isError || !students.data)
    body = <ErrorState error={students.error} onRetry={() => void students.refetch()} />;
  else if (cards.isError) body = <ErrorState error={cards.error} onRetry={() => void cards.refetch()} />;
  else {
    const data = students.data;
    const pages = Math.max(1, Math.ceil(data.total / PAGE_SIZE));
    body = (
      <>
        <RarityTotals
          counts={data.rarityCounts}
          total={data.totalAwards}
          active={rarity}
          onToggle={(r) => update({ raridade: rarity === r ? null : r })}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} role="status">
          <FormattedMessage
            id="cards.students.summary"
            values={{ students: data.total, cards: data.totalAwards }}
          />
        </Typography>
        {data.students.length === 0 ? (
          <EmptyState
            icon={StyleOutlined}
            titleId={filtered ? 'cards.students.noMatch' : 'cards.students.empty'}
            action={
              filtered ? (
                <Button
                  onClick={() => {
                    setSearch('');
                    update({ q: null, raridade: null, comCartas: null });
                  }}
                >
                  <FormattedMessage id="common.clearFilters" />
                </Button>
              ) : undefined
            }
          />
        ) : (
          <Grid container spacing={2}>
            {data.students.map((entry) => (
              <Grid key={entry.student.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                <StudentCard entry={entry} cardsById={cardsById} onAward={openAward} />
              </Grid>
            ))}
          </Grid>
        )}
        {pages > 1 && (
          <Stack sx={{ alignItems: 'center', mt: 3 }}>
            <Pagination
              count={pages}
              page={Math.min(page, pages)}
              onChange={(_e, value) => update({ pagina: String(value) })}
              siblingCount={0}
              getItemAriaLabel={(type, value) =>
                // The ellipses are not buttons and need no name.
                type === 'start-ellipsis' || type === 'end-ellipsis'
                  ? ''
                  : intl.formatMessage({ id: `cards.pagination.${type}` }, { page: value ?? 0 })
              }
            />
          </Stack>
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader
        titleId="cards.school.title"
        subtitleId="cards.school.subtitle"
        actions={
          <Button
            variant="contained"
            startIcon={<CardGiftcardOutlined />}
            onClick={() => openAward(null)}
            disabled={!cards.data}
          >
            <FormattedMessage id="cards.award.open" />
          </Button>
        }
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mb: 2.5, alignItems: { sm: 'center' } }}
      >
        <SearchField
          value={search}
          onChange={setSearch}
          label={intl.formatMessage({ id: 'cards.students.search' })}
          sx={{ flex: 1, maxWidth: { sm: 380 } }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={onlyHolders}
              onChange={(e) => update({ comCartas: e.target.checked ? '1' : null })}
            />
          }
          label={intl.formatMessage({ id: 'cards.students.onlyHolders' })}
        />
      </Stack>
      {body}
      {awardFor !== null && cards.data && (
        <AwardDialog
          cards={cards.data.cards}
          initialStudent={awardFor === 'new' ? null : awardFor}
          onClose={() => setAwardFor(null)}
        />
      )}
    </>
  );
}
