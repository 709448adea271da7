import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CatalogueCard } from '@/api/contract/cards';
import LumiCard from '@/components/cards/LumiCard';

/** A card of the catalogue with how many students hold it, and edit, archive/restore, delete. */
export default function CatalogueTile({
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

export function CatalogueSkeleton() {
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
