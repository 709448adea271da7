import Chip from '@mui/material/Chip';
import { useIntl } from 'react-intl';
import { categoryLabel, categoryLook } from './categories';

/** The category over a cover: readable on any gradient because it sits on the paper colour. */
export default function CategoryChip({ category }: { category: string }) {
  const intl = useIntl();
  const { icon: Icon } = categoryLook(category);
  return (
    <Chip
      size="small"
      icon={<Icon />}
      label={categoryLabel(intl, category)}
      sx={{
        bgcolor: 'background.paper',
        color: 'text.primary',
        fontWeight: 600,
        boxShadow: 1,
        '& .MuiChip-icon': { color: 'primary.main' },
      }}
    />
  );
}
