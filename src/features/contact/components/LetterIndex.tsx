import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useIntl } from 'react-intl';
import { LETTERS, letterAnchor } from '../contacts';

/**
 * The A–Z index beside the contacts on wide screens: a letter with contacts jumps to them (and puts the
 * focus on their heading); the others are shown greyed and do nothing.
 */
export default function LetterIndex({ present }: { present: ReadonlySet<string> }) {
  const intl = useIntl();
  const jump = (letter: string) => {
    const heading = document.getElementById(letterAnchor(letter));
    heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    heading?.focus({ preventScroll: true });
  };
  return (
    <Box
      component="nav"
      aria-label={intl.formatMessage({ id: 'contact.index.label' })}
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        position: 'sticky',
        top: 88,
        alignSelf: 'flex-start',
        gap: '1px',
      }}
    >
      {LETTERS.map((letter) => {
        const has = present.has(letter);
        return (
          <ButtonBase
            key={letter}
            disabled={!has}
            onClick={() => jump(letter)}
            aria-label={intl.formatMessage({ id: 'contact.index.jump' }, { letter })}
            sx={{
              width: 28,
              height: 22,
              borderRadius: 1,
              fontSize: '0.75rem',
              fontWeight: 600,
              color: has ? 'primary.main' : 'text.disabled',
              '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
            }}
          >
            {letter}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
