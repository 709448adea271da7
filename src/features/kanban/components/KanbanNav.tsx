import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useLeavePageWarning } from '@/hooks/useLeavePageWarning';
import { useAppSelector } from '@/store/hooks';
import { selectKanban } from '../kanbanSlice';

const PAGES = [
  { id: 'board', to: '/apps/kanban/board', labelId: 'kanban.nav.board' },
  { id: 'backlogs', to: '/apps/kanban/backlogs', labelId: 'kanban.nav.backlogs' },
] as const;

/**
 * Whether the changes made here are saved: "Salvando…" while one is on its way (closing or reloading
 * the tab then asks first, so a move made a second ago is not lost), "Alterações salvas" once saved.
 */
function SaveStatus() {
  // Two fields, not the whole board: the header does not re-render on every change of a card.
  const writesInFlight = useAppSelector((state) => selectKanban(state).writesInFlight);
  const saved = useAppSelector((state) => selectKanban(state).saved);
  useLeavePageWarning(writesInFlight > 0);
  const id = writesInFlight > 0 ? 'kanban.save.saving' : saved ? 'kanban.save.saved' : null;
  return (
    <Typography role="status" variant="body2" sx={{ color: 'text.secondary', minHeight: '1.5em' }}>
      {id && <FormattedMessage id={id} />}
    </Typography>
  );
}

/** Switches between the board and the backlog; the page on screen is marked as current. */
export default function KanbanNav({ current }: { current: 'board' | 'backlogs' }) {
  const intl = useIntl();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <SaveStatus />
      <ButtonGroup component="nav" aria-label={intl.formatMessage({ id: 'kanban.nav.label' })}>
        {PAGES.map((page) => (
          <Button
            key={page.id}
            component={RouterLink}
            to={page.to}
            variant={page.id === current ? 'contained' : 'outlined'}
            aria-current={page.id === current ? 'page' : undefined}
          >
            <FormattedMessage id={page.labelId} />
          </Button>
        ))}
      </ButtonGroup>
    </Stack>
  );
}
