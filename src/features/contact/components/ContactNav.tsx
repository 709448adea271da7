import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';

export type ContactView = 'cards' | 'list';

const VIEWS = [
  { id: 'cards', to: '/apps/contact/c-card', labelId: 'contact.nav.cards', Icon: GridViewOutlined },
  { id: 'list', to: '/apps/contact/c-list', labelId: 'contact.nav.list', Icon: ViewListOutlined },
] as const;

/** Switches between cards and list; the search goes along, and the view on screen is marked as current. */
export default function ContactNav({ current }: { current: ContactView }) {
  const intl = useIntl();
  const { search } = useLocation();
  return (
    <nav aria-label={intl.formatMessage({ id: 'contact.nav.label' })}>
      <ButtonGroup>
        {VIEWS.map(({ id, to, labelId, Icon }) => (
          <Button
            key={id}
            component={RouterLink}
            to={{ pathname: to, search }}
            startIcon={<Icon />}
            variant={id === current ? 'contained' : 'outlined'}
            aria-current={id === current ? 'page' : undefined}
          >
            <FormattedMessage id={labelId} />
          </Button>
        ))}
      </ButtonGroup>
    </nav>
  );
}
