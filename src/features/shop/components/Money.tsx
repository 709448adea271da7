import { FormattedNumber } from 'react-intl';

/** Integer cents shown as BRL in the user's language. */
export default function Money({ cents }: { cents: number }) {
  return <FormattedNumber value={cents / 100} style="currency" currency="BRL" />;
}
