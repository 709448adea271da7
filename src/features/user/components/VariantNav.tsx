import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

/** Moves between the presentations of one page (cards 1–3, lists 1–2); the one on screen is current. */
export default function VariantNav({
  base,
  count,
  current,
  labelId,
  itemId,
}: {
  /** "/apps/user/card/card": the number is appended. */
  base: string;
  count: number;
  current: number;
  labelId: string;
  /** "Modelo {n}". */
  itemId: string;
}) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: labelId })}>
      <ButtonGroup>
        {Array.from({ length: count }, (_, i) => i + 1).map((n) => (
          <Button
            key={n}
            component={RouterLink}
            to={`${base}${String(n)}`}
            variant={n === current ? 'contained' : 'outlined'}
            aria-current={n === current ? 'page' : undefined}
            sx={{ minHeight: 44 }}
          >
            <FormattedMessage id={itemId} values={{ n }} />
          </Button>
        ))}
      </ButtonGroup>
    </nav>
  );
}
