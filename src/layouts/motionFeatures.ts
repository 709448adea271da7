// Animation features load after the page shows; the transition itself is tiny (LazyMotion + m).
export { domAnimation as default } from 'framer-motion';
