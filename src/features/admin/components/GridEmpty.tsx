import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import EmptyState from '@/components/states/EmptyState';

interface GridEmptyProps {
  titleId: string;
  bodyId?: string;
  /** Offered when filters are set: the usual reason for an empty list. */
  onClearFilters?: () => void;
}

/** The grid's "no rows" overlay: says why and offers to clear the filters. */
export default function GridEmpty({ titleId, bodyId, onClearFilters }: GridEmptyProps) {
  return (
    <EmptyState
      icon={SearchOffOutlined}
      titleId={titleId}
      bodyId={bodyId}
      action={
        onClearFilters ? (
          <Button variant="outlined" onClick={onClearFilters}>
            <FormattedMessage id="common.clearFilters" />
          </Button>
        ) : undefined
      }
    />
  );
}
