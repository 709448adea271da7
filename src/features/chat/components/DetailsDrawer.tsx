import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';

/** The contact's details over the conversation, on screens too narrow to show them beside it. */
export default function DetailsDrawer({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 340 } } } }}
    >
      {children}
    </Drawer>
  );
}
