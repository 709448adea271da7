import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, type ComponentType, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import PageHeader from '@/components/states/PageHeader';

export interface ListTabCardsProps<Item> {
  /** The tab's h2 and the line under it. */
  titleId: string;
  subtitleId: string;
  /** The items, once loaded (they decide whether the header offers "create"). */
  items: readonly Item[] | undefined;
  /** Whether everything the cards need is there; if not (after loading), the error shows, with a retry. */
  ready: boolean;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  /** The page that creates an item: a button in the header, or in the empty state while there is none. */
  create: { to: string; labelId: string };
  empty: { icon: ComponentType<{ fontSize?: 'inherit' | 'large' }>; titleId: string; bodyId: string };
  /** One item's card (with its key). */
  children: (item: Item) => ReactNode;
}

/**
 * A management tab that lists a few items as cards: its header with "create", card skeletons while
 * loading, the error with a retry, an empty state that offers to create the first one, then the cards.
 */
export default function ListTabCards<Item>({
  titleId,
  subtitleId,
  items,
  ready,
  isLoading,
  error,
  onRetry,
  create,
  empty,
  children,
}: ListTabCardsProps<Item>) {
  const intl = useIntl();
  const createButton = (
    <Button component={RouterLink} to={create.to} variant="contained" startIcon={<AddOutlined />}>
      <FormattedMessage id={create.labelId} />
    </Button>
  );

  let body: ReactNode;
  if (isLoading)
    body = (
      <Stack spacing={1.5} aria-busy="true" aria-label={intl.formatMessage({ id: 'common.loading' })}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={96} />
        ))}
      </Stack>
    );
  else if (!ready || !items) body = <ErrorState error={error} onRetry={onRetry} />;
  else if (items.length === 0)
    body = (
      <EmptyState icon={empty.icon} titleId={empty.titleId} bodyId={empty.bodyId} action={createButton} />
    );
  else body = <Stack spacing={1.5}>{items.map(children)}</Stack>;

  return (
    <>
      <PageHeader
        level={2}
        titleId={titleId}
        subtitleId={subtitleId}
        actions={items && items.length > 0 ? createButton : undefined}
      />
      {body}
    </>
  );
}

export interface ListTabRowActionProps {
  /** The action's name, e.g. "Edit VIP": the tooltip and the accessible name. */
  label: string;
  icon: ReactNode;
  /** A link to a page, or else a button calling onClick. */
  to?: string;
  onClick?: () => void;
  color?: 'default' | 'error';
  disabled?: boolean;
}

/** An icon action of a card or row, named by its tooltip. */
export function ListTabRowAction({ label, icon, to, onClick, color, disabled }: ListTabRowActionProps) {
  return (
    <Tooltip title={label}>
      {to ? (
        <IconButton component={RouterLink} to={to} color={color} disabled={disabled} aria-label={label}>
          {icon}
        </IconButton>
      ) : (
        <IconButton onClick={onClick} color={color} disabled={disabled} aria-label={label}>
          {icon}
        </IconButton>
      )}
    </Tooltip>
  );
}

export interface ListTabCardProps {
  /** The card's h3 (and its accessible name). */
  title: ReactNode;
  titleSx?: SxProps<Theme>;
  /** Status chips under the title. */
  badges: ReactNode;
  /** The figures between the title and the actions, as Grid items. */
  children: ReactNode;
  /** ListTabRowAction buttons, at the end of the card. */
  actions: ReactNode;
  /** Fades the card (e.g. an item hidden from buyers). */
  dimmed?: boolean;
}

/** One item of a ListTabCards list: title and chips, its figures in a row, its actions at the end. */
export function ListTabCard({ title, titleSx, badges, children, actions, dimmed = false }: ListTabCardProps) {
  const headingId = useId();
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 2.5 }, ...(dimmed ? { opacity: 0.85 } : {}) }}
    >
      <Grid container spacing={2} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 3 }}>
          <Typography id={headingId} variant="h3" component="h3" sx={titleSx}>
            {title}
          </Typography>
          {badges}
        </Grid>
        {children}
        <Grid size={{ xs: 12, md: 2 }}>
          <Stack direction="row" sx={{ justifyContent: { xs: 'flex-start', md: 'flex-end' }, gap: 0.5 }}>
            {actions}
          </Stack>
        </Grid>
      </Grid>
    </Paper>
  );
}
