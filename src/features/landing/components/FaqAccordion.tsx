import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { BRAND } from '@/config';
import type { FaqItem } from './types';

/** Frequently asked questions: each question a heading button that opens its answer. */
export default function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const baseId = useId();
  return (
    <div>
      {items.map(({ questionId, answerId }, index) => (
        <Accordion
          key={questionId}
          disableGutters
          variant="outlined"
          sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreOutlined />}
            id={`${baseId}-q${index}`}
            aria-controls={`${baseId}-a${index}`}
          >
            <Typography component="span" sx={{ fontWeight: 600 }}>
              <FormattedMessage id={questionId} values={{ brand: BRAND }} />
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary">
              <FormattedMessage id={answerId} values={{ brand: BRAND }} />
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
