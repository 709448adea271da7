import AddOutlined from '@mui/icons-material/AddOutlined';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import StyleOutlined from '@mui/icons-material/StyleOutlined';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { CatalogueCard } from '@/api/contract/cards';
import { useDeleteCardMutation, useGetCardsQuery, useUpdateCardMutation } from '@/api/endpoints/cards';
import ConfirmDialog from '@/components/feedback/ConfirmDialog';
import { notify } from '@/components/feedback/notify';
import SearchField from '@/components/list/SearchField';
import { useDebouncedText } from '@/components/list/useDebouncedText';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import PageHeader from '@/components/states/PageHeader';
import CardFormDialog from '../components/CardFormDialog';
import LumiCard from '../components/LumiCard';
import { isRarity, RARITIES } from '../rarity';
import { apiErrorText } from '@/components/feedback/apiErrorText';

const STATUSES = ['active', 'archived', 'all'] as const;
type Status = (typeof STATUSES)[number];
const SORTS = ['name:asc', 'rarity:desc', 'held:desc', 'collection:asc'] as const;

function CatalogueTile({
  card,
  onEdit,
  onArchive,
  onDelete,
}: {
  card: CatalogueCard;
  onEdit: (card: CatalogueCard) => void;
  onArchive: (card: CatalogueCard, archived: boolean) => void;
  onDelete: (card: CatalogueCard) => void;
}) {
  const intl = useIntl();
  return (
    <Stack spacing={1} sx={{ height: '100%' }}>
      <LumiCard card={card} dense archived={card.archived} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ flex: 1, minWidth: 0 }}
          data-testid={`held-${card.id}`}
        >
          <FormattedMessage id="cards.catalogue.held" values={{ count: card.held }} />
        </Typography>
        {card.archived && (
          <Chip size="small" label={intl.formatMessage({ id: 'cards.catalogue.archived' })} />
        )}
      </Stack>
      <Stack direction="row" spacing={0.5}>
        <Tooltip title={intl.formatMessage({ id: 'common.edit' })}>
          <IconButton
            onClick={() => onEdit(card)}
            aria-label={intl.formatMessage({ id: 'cards.catalogue.editCard' }, { name: card.name })}
          >
            <EditOutlined />
          </IconButton>
        </Tooltip>
        {card.archived ? (
          <Tooltip title={intl.formatMessage({ id: 'cards.catalogue.restore' })}>
            <IconButton
              onClick={() => onArchive(card, false)}
              aria-label={intl.formatMessage({ id: 'cards.catalogue.restoreCard' }, { name: card.name })}
            >
              <UnarchiveOutlined />
            </IconButton>
          </Tooltip>
        ) : (
          <Tooltip title={intl.formatMessage({ id: 'cards.catalogue.archive' })}>
            <IconButton
              onClick={() => onArchive(card, true)}
              aria-label={intl.formatMessage({ id: 'cards.catalogue.archiveCard' }, { name: card.name })}
            >
              <ArchiveOutlined />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip
          title={intl.formatMessage({
            id: card.held > 0 ? 'cards.catalogue.deleteHeld' : 'common.delete',
          })}
        >
          {/* A held card cannot be deleted: the tooltip says why, so the button stays focusable. */}
          <span>
            <IconButton
              onClick={() => onDelete(card)}
              disabled={card.held > 0}
              aria-label={intl.formatMessage({ id: 'cards.catalogue.deleteCard' }, { name: card.name })}
            >
              <DeleteOutlined />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
    </Stack>
  );
}

function CatalogueSkeleton() {
  const intl = useIntl();
  return (
    <Grid
      container
      spacing={2}
      role="status"
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'cards.catalogue.loading' })}
    >
      {Array.from({ length: 8 }, (_, i) => (
        <Grid key={i} size={{ xs: 6, sm: 4, md: 3 }}>
          <Skeleton variant="rounded" height={260} />
        </Grid>
      ))}
    </Grid>
  );
}

/**
 * /admin/lumis: the card catalogue. Create and edit with a live preview; a card students hold is
 * archived (no longer awarded) instead of deleted. Filters live in the address.
 */
export default function AdminCardsPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const rarityParam = params.get('raridade');
  const rarity = isRarity(rarityParam) ? rarityParam : '';
  const collection = params.get('colecao') ?? '';
  const statusParam = params.get('situacao');
  const status: Status = (STATUSES as readonly string[]).includes(statusParam ?? '')
    ? (statusParam as Status)
    : 'active';
  const sortParam = params.get('ordem');
  const sort = (SORTS as readonly string[]).includes(sortParam ?? '') ? (sortParam as string) : 'name:asc';
  const query = params.get('q') ?? '';

  const [editing, setEditing] = useState<CatalogueCard | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CatalogueCard | null>(null);
  const [updateCard] = useUpdateCardMutation();
  const [deleteCard, deleteState] = useDeleteCardMutation();

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  // Only a settled change of the typed text touches the address (never on mount: a navigation then
  // would race with the visitor leaving the page while it loads, and bring them back here).
  const [search, setSearch] = useDebouncedText(query, (text) => update({ q: text }), {
    normalize: (text) => text.trim(),
  });

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
                setSearch('');
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
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ mb: 2.5, alignItems: { md: 'center' }, flexWrap: 'wrap' }}
      >
        <SearchField
          value={search}
          onChange={setSearch}
          label={intl.formatMessage({ id: 'cards.catalogue.search' })}
          sx={{ flex: 1, minWidth: { md: 220 }, maxWidth: { md: 320 } }}
        />
        <Stack direction="row" spacing={1.5}>
          <TextField
            select
            size="small"
            label={intl.formatMessage({ id: 'cards.form.rarity' })}
            value={rarity}
            onChange={(e) => update({ raridade: e.target.value || null })}
            sx={{ minWidth: 140, flex: 1 }}
          >
            <MenuItem value="">
              <FormattedMessage id="cards.catalogue.allRarities" />
            </MenuItem>
            {RARITIES.map((r) => (
              <MenuItem key={r} value={r}>
                {intl.formatMessage({ id: `cards.rarity.${r}` })}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={intl.formatMessage({ id: 'cards.form.collection' })}
            value={data?.collections.includes(collection) ? collection : ''}
            onChange={(e) => update({ colecao: e.target.value || null })}
            sx={{ minWidth: 160, flex: 1 }}
          >
            <MenuItem value="">
              <FormattedMessage id="cards.catalogue.allCollections" />
            </MenuItem>
            {(data?.collections ?? []).map((c) => (
              <MenuItem key={c} value={c}>
                {c}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={intl.formatMessage({ id: 'cards.catalogue.sort' })}
            value={sort}
            onChange={(e) => update({ ordem: e.target.value === 'name:asc' ? null : e.target.value })}
            sx={{ minWidth: 170, flex: 1 }}
          >
            {SORTS.map((s) => (
              <MenuItem key={s} value={s}>
                {intl.formatMessage({ id: `cards.catalogue.sort.${s.split(':')[0] ?? 'name'}` })}
              </MenuItem>
            ))}
          </TextField>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={status}
            onChange={(_e, value: Status | null) => {
              if (value) update({ situacao: value === 'active' ? null : value });
            }}
            aria-label={intl.formatMessage({ id: 'cards.catalogue.status' })}
          >
            {STATUSES.map((s) => (
              <ToggleButton key={s} value={s}>
                {intl.formatMessage({ id: `cards.catalogue.status.${s}` })}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
      </Stack>
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
      <ConfirmDialog
        open={deleting !== null}
        title={<FormattedMessage id="cards.catalogue.deleteTitle" values={{ name: deleting?.name ?? '' }} />}
        confirmLabel={<FormattedMessage id="common.delete" />}
        destructive
        busy={deleteState.isLoading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        <FormattedMessage id="cards.catalogue.deleteBody" />
      </ConfirmDialog>
    </>
  );
}
