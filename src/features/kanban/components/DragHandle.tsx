import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import type { DraggableProvidedDragHandleProps } from '@hello-pangea/dnd';

/**
 * The grip a column, card or story is dragged by: named for screen readers ("Mover cartão …"), focusable
 * (space lifts, arrows move, space drops), with a visible focus ring.
 */
export default function DragHandle({
  handleProps,
  label,
  sx,
}: {
  handleProps: DraggableProvidedDragHandleProps | null | undefined;
  label: string;
  /** Merged over the grip's own style (a nested key replaces the grip's whole entry). */
  sx?: SystemStyleObject<Theme>;
}) {
  return (
    <Box
      {...handleProps}
      aria-label={label}
      sx={{
        display: 'flex',
        alignItems: 'center',
        color: 'text.secondary',
        cursor: 'grab',
        borderRadius: 1,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
        ...sx,
      }}
    >
      <DragIndicator fontSize="small" />
    </Box>
  );
}
