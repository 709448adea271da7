import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import type { Rarity } from './rarity';

type Draw = typeof import('./cardArtSvg').cardArtSvg;
let drawing: Promise<Draw> | null = null;
/** The drawing code (DiceBear, ~25 KB) loads after the page, once, for every card on it. */
const loadDraw = () => (drawing ??= import('./cardArtSvg').then((m) => m.cardArtSvg));

/**
 * A card's own drawing when it has no picture: a little robot drawn in the browser from the card's name
 * and rarity (DiceBear's "bottts" style, no network). The same card always gets the same drawing, and
 * two cards almost never share one. Until the drawing code is in, the card shows a sparkle. Decorative:
 * the card's name says what it is.
 */
export default function CardArt({
  name,
  rarity,
  iconSize,
}: {
  name: string;
  rarity: Rarity;
  /** The sparkle's size while the drawing loads. */
  iconSize: number | Record<string, number>;
}) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void loadDraw().then(
      (draw) => {
        if (current) setSrc(draw(name, rarity));
      },
      // Offline before the code arrived: the sparkle stays.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [name, rarity]);
  if (!src) return <AutoAwesomeOutlined sx={{ fontSize: iconSize }} aria-hidden />;
  return (
    <Box
      component="img"
      src={src}
      alt=""
      sx={{ height: '78%', maxWidth: '78%', aspectRatio: '1', objectFit: 'contain', display: 'block' }}
    />
  );
}
