import type { Messages } from '../locales';

// Every area's file of this language, merged into one chunk that loads when the language is used.
const files = import.meta.glob<Messages>('../messages/en/*.json', { eager: true, import: 'default' });

const messages = Object.values(files).reduce<Messages>((all, area) => ({ ...all, ...area }), {});
export default messages;
