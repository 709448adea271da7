// The card's turn loads after the table shows; the table itself needs only LazyMotion and `m`.
export { domAnimation as default } from 'framer-motion';
