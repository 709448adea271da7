import type { IntlShape } from 'react-intl';

/** The seed's attributes, which have names in every language; any other key an admin typed is its own name. */
const KNOWN_ATTRIBUTES: ReadonlySet<string> = new Set(['forca', 'sabedoria', 'agilidade']);

/** The areas that show a card's attributes, each with the names in its own messages (`<area>.attribute.<key>`). */
export type AttributeArea = 'arena' | 'cards';

/** "velocidade" -> "Velocidade": an unknown key, trimmed, with its first letter in upper case. */
export function capitalizeKey(key: string): string {
  const text = key.trim();
  return text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);
}

/** What the person reads for an attribute key: "Força" for `forca`, "Velocidade" for `velocidade`. */
export function attributeLabel(
  intl: Pick<IntlShape, 'formatMessage'>,
  key: string,
  area: AttributeArea,
): string {
  return KNOWN_ATTRIBUTES.has(key)
    ? intl.formatMessage({ id: `${area}.attribute.${key}` })
    : capitalizeKey(key);
}
