import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

const PAGES = [
  { id: 'board', to: '/apps/kanban/board', labelId: 'kanban.nav.board' },
  { id: 'backlogs', to: '/apps/kanban/backlogs', labelId: 'kanban.nav.backlogs' },
] as const;

/** Switches between the board and the backlog; the page on screen is marked as current. */
export default function KanbanNav({ current }: { current: 'board' | 'backlogs' }) {
  const intl = useIntl();
  return (
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
  );
}
