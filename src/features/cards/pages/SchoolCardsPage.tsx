import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import StyleOutlined from '@mui/icons-material/StyleOutlined';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StudentCollection } from '@/api/contract/cards';
import { useGetCardsQuery, useGetCardStudentsQuery } from '@/api/endpoints/cards';
import { lazyDialog } from '@/components/dialog/lazyDialog';
import UrlSearchField from '@/components/list/UrlSearchField';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import PageHeader from '@/components/states/PageHeader';
import type { StudentOption } from '../components/AwardDialog';
import RarityTotals from '../components/RarityTotals';
import StudentCard, { StudentsSkeleton } from '../components/StudentCard';
import { isRarity } from '@/components/cards/rarity';
import { useParamsUpdate } from '../useParamsUpdate';

// The award form (its student search and validation) loads when first opened.
const AwardDialog = lazyDialog(() => import('../components/AwardDialog'));

const PAGE_SIZE = 24;

/**
 * /empresa/lumis: the cards the school's students earned — rarity totals, a searchable list of students
 * with their cards, and "give a card" for a student.
 */
export default function SchoolCardsPage() {
  const intl = useIntl();
  const [params, update] = useParamsUpdate('pagina');
  const rarityParam = params.get('raridade');
  const rarity = isRarity(rarityParam) ? rarityParam : null;
  const onlyHolders = params.get('comCartas') === '1';
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const [awardFor, setAwardFor] = useState<StudentOption | null | 'new'>(null);

  // The search box updates the address once typing settles (never on mount: a navigation then would
  // race with the visitor leaving the page while it loads, and bring them back here).
  const query = params.get('q') ?? '';

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
        <UrlSearchField
          search={{ value: query, commit: (text) => update({ q: text }) }}
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
