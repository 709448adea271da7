import { useIntl } from 'react-intl';
import { splitFieldMessage } from './fieldMessage';

/**
 * Validation messages are message ids (with their values, see fieldMessage); server field errors are
 * already text. Either way, show text.
 */
export function useErrorText() {
  const intl = useIntl();
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    if (message in intl.messages) return intl.formatMessage({ id: message });
    const { id, values } = splitFieldMessage(message);
    return id !== message && id in intl.messages ? intl.formatMessage({ id }, values) : message;
  };
}
