import Alert from '@mui/material/Alert';

/** The server's answer above a form, announced to screen readers; nothing when there is none. */
export default function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  );
}
