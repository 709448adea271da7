import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { categoryLook } from './categories';
import { storageUrl } from '@/api/storage';

interface EventCoverProps {
  title: string;
  category: string;
  coverUrl: string | null;
  height: number | string | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number | string>>;
  /** Shown over the cover (the category chip). */
  children?: ReactNode;
  iconSize?: number;
}

function placeholderBackground(theme: Theme, category: string): string {
  const [from, to] = categoryLook(category).colors;
  const { palette } = theme;
  return [
    `radial-gradient(circle at 85% 10%, ${alpha(palette.common.white, 0.28)} 0%, transparent 45%)`,
    `radial-gradient(circle at 10% 95%, ${alpha(palette[to].dark, 0.45)} 0%, transparent 55%)`,
    `linear-gradient(135deg, ${palette[from].main} 0%, ${palette[to].main} 100%)`,
  ].join(', ');
}

/**
 * The event's picture, or, when it has none, a gradient in the theme's colours with the category's
 * icon and the title's initial: decorative either way (the title is next to it).
 */
export default function EventCover({
  title,
  category,
  coverUrl,
  height,
  children,
  iconSize = 56,
}: EventCoverProps) {
  const { icon: Icon, colors } = categoryLook(category);
  const initial = title.trim().charAt(0).toLocaleUpperCase('pt-BR');
  const cover = storageUrl(coverUrl);
  return (
    <Box sx={{ position: 'relative', height, overflow: 'hidden', flexShrink: 0 }}>
      {cover ? (
        <Box
          component="img"
          src={cover}
          alt=""
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Box
          aria-hidden
          sx={(theme) => ({
            position: 'absolute',
            inset: 0,
            background: placeholderBackground(theme, category),
            color: theme.palette.getContrastText(theme.palette[colors[0]].main),
            display: 'grid',
            placeItems: 'center',
          })}
        >
          <Box
            component="span"
            sx={{
              position: 'absolute',
              right: '6%',
              bottom: '-18%',
              fontSize: `${iconSize * 2.6}px`,
              fontWeight: 800,
              lineHeight: 1,
              opacity: 0.16,
              userSelect: 'none',
            }}
          >
            {initial}
          </Box>
          <Icon sx={{ fontSize: iconSize, opacity: 0.9 }} />
        </Box>
      )}
      {children && <Box sx={{ position: 'absolute', top: 12, left: 12, right: 12 }}>{children}</Box>}
    </Box>
  );
}
