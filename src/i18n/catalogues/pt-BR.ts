import type { Messages } from '../locales';

// Every area's file of this language, merged into one chunk that loads when the language is used.
const files = import.meta.glob<Messages>('../messages/pt-BR/*.json', { eager: true, import: 'default' });

const messages: Messages = Object.assign({}, ...Object.values(files));
export default messages;
