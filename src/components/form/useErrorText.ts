import { useIntl } from 'react-intl';

/** Validation messages are message ids; server field errors are already text. Either way, show text. */
export function useErrorText() {
  const intl = useIntl();
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    return message in intl.messages ? intl.formatMessage({ id: message }) : message;
  };
}
