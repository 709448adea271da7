// Not built yet: the shared placeholder names what this tab will hold.
export { default } from '@/components/PlaceholderPage';
