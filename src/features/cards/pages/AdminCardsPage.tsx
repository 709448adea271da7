import AddOutlined from '@mui/icons-material/AddOutlined';
import StyleOutlined from '@mui/icons-material/StyleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CatalogueCard } from '@/api/contract/cards';
import { useDeleteCardMutation, useGetCardsQuery, useUpdateCardMutation } from '@/api/endpoints/cards';
import { lazyDialog } from '@/components/dialog/lazyDialog';
import ConfirmDeleteDialog from '@/components/dialog/ConfirmDeleteDialog';
import { apiErrorText } from '@/components/feedback/apiErrorText';
import { notify } from '@/components/feedback/notify';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import PageHeader from '@/components/states/PageHeader';
import { useCatalogueUnits } from '@/i18n/useCatalogueUnits';
import { CATALOGUE_SORTS, CATALOGUE_STATUSES, type CatalogueStatus } from '../catalogue';
import CardsAdminTabs from '../components/CardsAdminTabs';
import { useCardsAdminTab } from '../components/useCardsAdminTab';
import CatalogueFilters from '../components/CatalogueFilters';
import CatalogueTile, { CatalogueSkeleton } from '../components/CatalogueTile';
import { PlaytestSkeleton } from '../components/PlaytestSkeleton';
import { isRarity } from '@/components/cards/rarity';
import { useParamsUpdate } from '../useParamsUpdate';

// The card editor (its form, validation and live preview) loads when first opened.
const CardFormDialog = lazyDialog(() => import('../components/CardFormDialog'));

// The playtest figures are their own chunk, and their texts are the arena's: both load, side by side,
// when the tab first opens, so the catalogue tab carries neither.
const loadPlaytestPanel = () => import('../components/PlaytestPanel');
const PlaytestPanel = lazy(loadPlaytestPanel);

function Playtest() {
  // The chunk starts loading with the texts, once the tab is shown (not during a render).
  useEffect(() => {
    void loadPlaytestPanel();
  }, []);
  const textsReady = useCatalogueUnits(['arena']);
  if (!textsReady) return <PlaytestSkeleton />;
  return (
    <Suspense fallback={<PlaytestSkeleton />}>
      <PlaytestPanel />
    </Suspense>
  );
}

/**
 * /admin/lumis: two tabs, the card catalogue and the figures of the arena's playtest (`?aba=playtest`).
 */
export default function AdminCardsPage() {
  const [tab, setTab] = useCardsAdminTab();
  return (
    <CardsAdminTabs tab={tab} onChange={setTab}>
      {tab === 'catalogue' ? <Catalogue /> : <Playtest />}
    </CardsAdminTabs>
  );
}

/**
 * The card catalogue. Create and edit with a live preview; a card students hold is archived (no longer
 * awarded) instead of deleted. Filters live in the address.
 */
function Catalogue() {
  const intl = useIntl();
  const [params, update] = useParamsUpdate();
  const rarityParam = params.get('raridade');
  const rarity = isRarity(rarityParam) ? rarityParam : '';
  const collection = params.get('colecao') ?? '';
  const statusParam = params.get('situacao');
  const status: CatalogueStatus = (CATALOGUE_STATUSES as readonly string[]).includes(statusParam ?? '')
    ? (statusParam as CatalogueStatus)
    : 'active';
  const sortParam = params.get('ordem');
  const sort = (CATALOGUE_SORTS as readonly string[]).includes(sortParam ?? '')
    ? (sortParam as string)
    : 'name:asc';
  const query = params.get('q') ?? '';

  const [editing, setEditing] = useState<CatalogueCard | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CatalogueCard | null>(null);
  const [updateCard] = useUpdateCardMutation();
  const [deleteCard, deleteState] = useDeleteCardMutation();

  const { data, isLoading, isError, error, refetch, isFetching } = useGetCardsQuery({
    search: query || undefined,
    rarity: rarity || undefined,
    collection: collection || undefined,
    status,
    sort,
  });

  const archive = async (card: CatalogueCard, archived: boolean) => {
    try {
      await updateCard({ id: card.id, body: { archived } }).unwrap();
      notify(
        intl.formatMessage(
          { id: archived ? 'cards.catalogue.archivedDone' : 'cards.catalogue.restoredDone' },
          { name: card.name },
        ),
        'success',
      );
    } catch (caught) {
      notify(apiErrorText(intl, caught, intl.formatMessage({ id: 'cards.form.failed' })), 'error');
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteCard(deleting.id).unwrap();
      notify(intl.formatMessage({ id: 'cards.catalogue.deletedDone' }, { name: deleting.name }), 'success');
    } catch (caught) {
      notify(apiErrorText(intl, caught, intl.formatMessage({ id: 'cards.form.failed' })), 'error');
    }
    setDeleting(null);
  };

  const filtered = Boolean(query || rarity || collection || status !== 'active');
  let body;
  if (isLoading) body = <CatalogueSkeleton />;
  else if (isError || !data) body = <ErrorState error={error} onRetry={() => void refetch()} />;
  else if (data.cards.length === 0)
    body = (
      <EmptyState
        icon={StyleOutlined}
        titleId={filtered ? 'cards.catalogue.noMatch' : 'cards.catalogue.empty'}
        action={
          filtered ? (
            <Button
              onClick={() => {
                update({ q: null, raridade: null, colecao: null, situacao: null });
              }}
            >
              <FormattedMessage id="common.clearFilters" />
            </Button>
          ) : (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing('new')}>
              <FormattedMessage id="cards.catalogue.new" />
            </Button>
          )
        }
      />
    );
  else
    body = (
      <Grid container spacing={2} sx={{ opacity: isFetching ? 0.7 : 1, transition: 'opacity 150ms' }}>
        {data.cards.map((card) => (
          <Grid key={card.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <CatalogueTile
              card={card}
              onEdit={setEditing}
              onArchive={(c, archived) => void archive(c, archived)}
              onDelete={setDeleting}
            />
          </Grid>
        ))}
      </Grid>
    );

  return (
    <>
      <PageHeader
        titleId="cards.catalogue.title"
        subtitleId="cards.catalogue.subtitle"
        actions={
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing('new')}>
            <FormattedMessage id="cards.catalogue.new" />
          </Button>
        }
      />
      <CatalogueFilters
        // Only a settled change of the typed text touches the address (never on mount: a navigation then
        // would race with the visitor leaving the page while it loads, and bring them back here).
        search={{ value: query, commit: (text) => update({ q: text }) }}
        filters={{ rarity, collection, status, sort }}
        collections={data?.collections}
        onChange={update}
      />
      {data && (
        <Box sx={{ mb: 2 }}>
          <Typography variant="body2" color="text.secondary" role="status">
            <FormattedMessage id="cards.catalogue.count" values={{ count: data.cards.length }} />
          </Typography>
        </Box>
      )}
      {body}
      {editing !== null && (
        <CardFormDialog
          card={editing === 'new' ? null : editing}
          collections={data?.collections ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDeleteDialog
        target={deleting}
        titleId="cards.catalogue.deleteTitle"
        bodyId="cards.catalogue.deleteBody"
        busy={deleteState.isLoading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
