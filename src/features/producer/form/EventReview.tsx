import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import SafeHtml from '@/components/SafeHtml';
import CoverThumb from '../components/CoverThumb';
import { ageRatingLabel, categoryName, eventWhen, venueText } from '../labels';
import type { EventFormValues } from './eventForm';
import { markdownToHtml } from '@/components/markdown/markdown';

function Section({
  titleId,
  onEdit,
  children,
}: {
  titleId: string;
  onEdit: () => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: titleId });
  return (
    <Box component="section" aria-label={title}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
        <Typography variant="h3" component="h3">
          {title}
        </Typography>
        <Button
          size="small"
          startIcon={<EditOutlined />}
          onClick={onEdit}
          aria-label={intl.formatMessage({ id: 'producer.review.editSection' }, { section: title })}
        >
          <FormattedMessage id="common.edit" />
        </Button>
      </Stack>
      {children}
    </Box>
  );
}

/** Everything the producer filled in, as one page, each part one click away from being edited. */
export default function EventReview({
  values,
  onEdit,
}: {
  values: EventFormValues;
  onEdit: (step: number) => void;
}) {
  const intl = useIntl();
  const html = useMemo(() => markdownToHtml(values.descriptionMarkdown), [values.descriptionMarkdown]);
  const { startsAt, endsAt } = values;
  return (
    <Stack spacing={2.5} divider={<Divider flexItem />}>
      <Section titleId="producer.step.basics" onEdit={() => onEdit(0)}>
        <Typography variant="h2" component="p" sx={{ fontSize: '1.35rem', mb: 0.5 }}>
          {values.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {categoryName(intl, values.category)} · {ageRatingLabel(intl, values.ageRating)}
        </Typography>
        <Box sx={{ '& h2': { typography: 'h3' }, '& h3': { typography: 'h4' } }}>
          <SafeHtml html={html} />
        </Box>
      </Section>
      <Section titleId="producer.step.when" onEdit={() => onEdit(1)}>
        <Typography>
          {startsAt?.isValid() && endsAt?.isValid()
            ? eventWhen(intl, startsAt.toDate(), endsAt.toDate())
            : '—'}
        </Typography>
      </Section>
      <Section titleId="producer.step.where" onEdit={() => onEdit(2)}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {values.online ? (
            <>
              <FormattedMessage id="producer.field.format.online" />
              {' · '}
              {values.url}
            </>
          ) : (
            venueText(values.venue)
          )}
        </Typography>
        <Typography color="text.secondary">
          <FormattedMessage
            id="producer.review.capacity"
            values={{ count: <FormattedNumber value={Number(values.capacity) || 0} /> }}
          />
        </Typography>
      </Section>
      <Section titleId="producer.step.cover" onEdit={() => onEdit(3)}>
        {values.coverUrl ? (
          <CoverThumb
            coverUrl={values.coverUrl}
            category={values.category}
            sx={{ width: '100%', maxWidth: 360 }}
          />
        ) : (
          <Typography color="text.secondary">
            <FormattedMessage id="producer.review.noCover" />
          </Typography>
        )}
      </Section>
    </Stack>
  );
}
