import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode, type Ref } from 'react';
import { FormattedMessage } from 'react-intl';

/** A part of a demo form: a card named by its h2. */
export default function FormCard({
  titleId,
  headingRef,
  children,
}: {
  titleId: string;
  /** Lets a wizard move focus to the heading when its step opens. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography
        id={headingId}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        variant="h3"
        component="h2"
        sx={{ mb: 2.5, outline: 'none' }}
      >
        <FormattedMessage id={titleId} />
      </Typography>
      {children}
    </Paper>
  );
}
