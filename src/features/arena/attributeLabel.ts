import type { IntlShape } from 'react-intl';

/** The seed's attributes have names in every language; any other key an admin typed is shown as it is. */
const KNOWN_ATTRIBUTES: Readonly<Record<string, string>> = {
  forca: 'arena.attribute.forca',
  sabedoria: 'arena.attribute.sabedoria',
  agilidade: 'arena.attribute.agilidade',
};

/** "velocidade" -> "Velocidade": an unknown key, trimmed, with its first letter in upper case. */
export function capitalizeKey(key: string): string {
  const text = key.trim();
  return text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);
}

/** What the person reads for an attribute key: "Força" for `forca`, "Velocidade" for `velocidade`. */
export function attributeLabel(intl: Pick<IntlShape, 'formatMessage'>, key: string): string {
  const id = KNOWN_ATTRIBUTES[key];
  return id ? intl.formatMessage({ id }) : capitalizeKey(key);
}
