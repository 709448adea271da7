import FamilyRestroomOutlined from '@mui/icons-material/FamilyRestroomOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import NativeSelectField from '@/components/form/NativeSelectField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import { srOnly } from '@/components/srOnly';
import { signInLink } from '@/utils/signInLink';
import { STARTER_SOURCE } from '../arenaParams';
import { DECK_SIZE } from '../engine/types';
import type { ArenaDeck } from '../hooks/useArenaDeck';

interface DeckSourceFieldProps {
  deck: ArenaDeck;
  isGuest: boolean;
  /** A child's studentId, or STARTER_SOURCE. */
  onSource: (source: string) => void;
}

/** Which cards the person plays: the starter deck, or (for a family) one of the children's collections. */
export default function DeckSourceField({ deck, isGuest, onSource }: DeckSourceFieldProps) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  // Signing in comes back here, with the chosen level.
  const here = `${pathname}${search}`;
  if (!deck.isFamily) {
    return (
      <Stack spacing={1}>
        <Typography>
          <FormattedMessage id="arena.setup.starter" values={{ count: DECK_SIZE }} />
        </Typography>
        {isGuest && (
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage
              id="arena.setup.guestHint"
              values={{
                link: (chunks: ReactNode[]) => (
                  <Link component={RouterLink} to={signInLink('/login-clientes', here)} underline="always">
                    {chunks}
                  </Link>
                ),
              }}
            />
          </Typography>
        )}
      </Stack>
    );
  }
  if (deck.noChildren) {
    return (
      <EmptyState
        icon={FamilyRestroomOutlined}
        titleId="arena.setup.noChildren.title"
        bodyId="arena.setup.noChildren.body"
        values={{ count: DECK_SIZE }}
        action={
          <Button component={RouterLink} to="/cliente/dependentes" variant="outlined">
            <FormattedMessage id="arena.setup.noChildren.action" />
          </Button>
        }
      />
    );
  }
  const value = deck.source.kind === 'child' ? deck.source.child.studentId : STARTER_SOURCE;
  return (
    <Stack spacing={1.5}>
      {deck.children.length > 0 && (
        <NativeSelectField
          label={intl.formatMessage({ id: 'arena.setup.child' })}
          value={value}
          onChange={(e) => onSource(e.target.value)}
          sx={{ maxWidth: 360 }}
        >
          {deck.children.map((child) => (
            <option key={child.studentId} value={child.studentId}>
              {child.name}
            </option>
          ))}
          <option value={STARTER_SOURCE}>{intl.formatMessage({ id: 'arena.setup.starterOption' })}</option>
        </NativeSelectField>
      )}
      {deck.loading && (
        <>
          <Typography sx={srOnly} role="status">
            <FormattedMessage id="arena.setup.loading" />
          </Typography>
          <Skeleton variant="rounded" height={56} sx={{ maxWidth: 480 }} />
        </>
      )}
      {deck.error != null && !deck.loading && (
        <>
          <ErrorState error={deck.error} onRetry={deck.retry} titleId="arena.setup.error" />
          <div>
            <Button variant="outlined" onClick={() => onSource(STARTER_SOURCE)}>
              <FormattedMessage id="arena.setup.useStarter" />
            </Button>
          </div>
        </>
      )}
      {deck.deck && deck.source.kind === 'child' && (
        <Alert
          severity={deck.filledFromStarter > 0 ? 'info' : 'success'}
          role="status"
          sx={{ maxWidth: 560 }}
        >
          <FormattedMessage
            id={deck.filledFromStarter > 0 ? 'arena.setup.filled' : 'arena.setup.fullCollection'}
            values={{
              name: deck.source.child.name,
              own: DECK_SIZE - deck.filledFromStarter,
              count: deck.filledFromStarter,
              total: DECK_SIZE,
            }}
          />
        </Alert>
      )}
      {deck.source.kind === 'starter' && !deck.loading && deck.error == null && (
        <Typography>
          <FormattedMessage id="arena.setup.starter" values={{ count: DECK_SIZE }} />
        </Typography>
      )}
    </Stack>
  );
}
