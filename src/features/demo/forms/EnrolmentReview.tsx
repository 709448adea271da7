import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { formatDocument, formatPhone } from '@/utils/br';
import { parseLocalDate } from '@/utils/localDate';
import type { EnrolmentValues } from './enrolmentSchema';

interface Line {
  labelId: string;
  value: React.ReactNode;
}

function Part({ titleId, lines, onEdit }: { titleId: string; lines: Line[]; onEdit: () => void }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id={headingId} variant="h4" component="h3">
          <FormattedMessage id={titleId} />
        </Typography>
        <Button size="small" onClick={onEdit}>
          <FormattedMessage id="demo.wizard.edit" values={{ part: <FormattedMessage id={titleId} /> }} />
        </Button>
      </Stack>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
          gap: { xs: 0.25, sm: 1 },
        }}
      >
        {lines.map((line) => (
          <Box key={line.labelId} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              <FormattedMessage id={line.labelId} />
            </Typography>
            <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
              {line.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** The last step of the wizard: everything typed, with a way back to each part. */
export default function EnrolmentReview({
  values,
  onEdit,
}: {
  values: EnrolmentValues;
  onEdit: (step: 0 | 1) => void;
}) {
  return (
    <Stack spacing={3}>
      <Part
        titleId="demo.enrol.guardian"
        onEdit={() => onEdit(0)}
        lines={[
          { labelId: 'demo.enrol.guardianName', value: values.guardianName },
          { labelId: 'demo.enrol.cpf', value: formatDocument(values.cpf) },
          { labelId: 'demo.enrol.phone', value: formatPhone(values.phone) },
          { labelId: 'demo.enrol.email', value: values.email },
        ]}
      />
      <Part
        titleId="demo.enrol.child"
        onEdit={() => onEdit(1)}
        lines={[
          { labelId: 'demo.enrol.childName', value: values.childName },
          {
            labelId: 'demo.enrol.birthDate',
            value: <FormattedDate value={parseLocalDate(values.birthDate)} dateStyle="long" />,
          },
          { labelId: 'demo.enrol.course', value: values.course },
          {
            labelId: 'demo.enrol.shift',
            value: <FormattedMessage id={`demo.enrol.shift.${values.shift}`} />,
          },
        ]}
      />
    </Stack>
  );
}
