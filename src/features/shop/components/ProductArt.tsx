import Box from '@mui/material/Box';
import type { ShopMotif } from '@/api/contract/shop';

const SHAPES: Record<ShopMotif, string> = {
  cards:
    'M34 22h30a4 4 0 0 1 4 4v44a4 4 0 0 1-4 4H34a4 4 0 0 1-4-4V26a4 4 0 0 1 4-4zm-8 8h2v40a6 6 0 0 0 6 6h26v2H32a6 6 0 0 1-6-6z',
  album: 'M28 20h40a4 4 0 0 1 4 4v52a4 4 0 0 1-4 4H28zm6 8v44h30V28z',
  kit: 'M22 38h56v38a4 4 0 0 1-4 4H26a4 4 0 0 1-4-4zm16-14h24v10h-6v-5H44v5h-6z',
  robot:
    'M34 34h32a4 4 0 0 1 4 4v26a4 4 0 0 1-4 4H34a4 4 0 0 1-4-4V38a4 4 0 0 1 4-4zm6 10a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm20 0a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM48 20h4v14h-4z',
  shirt: 'M36 20l-16 10 6 12 8-4v38h32V38l8 4 6-12-16-10c-2 6-8 8-14 8s-12-2-14-8z',
  mug: 'M26 30h40v40a6 6 0 0 1-6 6H32a6 6 0 0 1-6-6zm40 8h6a8 8 0 0 1 0 16h-6v-5h6a3 3 0 0 0 0-6h-6z',
  cap: 'M22 58a28 24 0 0 1 56 0zm0 2h62v6H22z',
  bag: 'M26 38h48l-4 40H30zm12 0v-6a12 12 0 0 1 24 0v6h-5v-6a7 7 0 0 0-14 0v6z',
  bottle: 'M42 18h16v8l6 8v40a6 6 0 0 1-6 6H42a6 6 0 0 1-6-6V34l6-8z',
  plush:
    'M50 30a20 20 0 1 1 0 40 20 20 0 0 1 0-40zm-14-8a8 8 0 1 1 0 16 8 8 0 0 1 0-16zm28 0a8 8 0 1 1 0 16 8 8 0 0 1 0-16z',
};

interface ProductArtProps {
  motif: ShopMotif;
  hue: number;
  /** The picture's text alternative; empty when the product's name is next to it already. */
  label?: string;
  size?: number | string;
}

/** A product's picture, drawn from its motif and hue (no image files to load or to fail). */
export default function ProductArt({ motif, hue, label = '', size = '100%' }: ProductArtProps) {
  return (
    <Box
      component="svg"
      viewBox="0 0 100 100"
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      sx={{ width: size, height: 'auto', display: 'block', borderRadius: 1 }}
    >
      <rect width="100" height="100" fill={`hsl(${String(hue)} 70% 88%)`} />
      <circle cx="80" cy="18" r="22" fill={`hsl(${String((hue + 40) % 360)} 70% 78%)`} />
      <path d={SHAPES[motif]} fill={`hsl(${String(hue)} 55% 38%)`} fillRule="evenodd" />
    </Box>
  );
}
