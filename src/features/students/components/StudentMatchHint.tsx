import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { Student } from '@/api/contract/domain';
import { studentSearchMatches, type StudentSearch } from '@/api/contract/students';
import { formatPhone } from '@/utils/br';

interface StudentMatchHintProps {
  student: Pick<Student, 'name' | 'guardians'>;
  search: StudentSearch;
}

/**
 * Under a student's name in the search results: what matched when the name does not show it
 * ("Responsável: Lucas Barbosa" for a search for "lucas"). Nothing otherwise.
 */
export default function StudentMatchHint({ student, search }: StudentMatchHintProps) {
  const intl = useIntl();
  const matches = studentSearchMatches(student, search);
  if (matches.length === 0) return null;
  const text = matches
    .map(({ field, guardian }) => {
      if (field === 'guardianEmail')
        return intl.formatMessage({ id: 'students.match.guardianEmail' }, { email: guardian.email });
      if (field === 'guardianPhone')
        return intl.formatMessage(
          { id: 'students.match.guardianPhone' },
          { phone: formatPhone(guardian.phone) },
        );
      return intl.formatMessage({ id: 'students.match.guardianName' }, { name: guardian.name });
    })
    .join(' · ');
  return (
    <Typography variant="caption" color="text.secondary" component="div" noWrap title={text}>
      {text}
    </Typography>
  );
}
