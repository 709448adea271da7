// Not built yet: the shared placeholder names what this page will hold.
export { default } from '@/components/PlaceholderPage';
