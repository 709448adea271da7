import Box, { type BoxProps } from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { SAFE_LINK_SCHEME } from '@/utils/safeUrl';

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'h2',
  'h3',
  'h4',
  'blockquote',
];

type SafeHtmlProps = { html: string } & Omit<BoxProps, 'dangerouslySetInnerHTML' | 'children' | 'sx'>;

/** Rich text from users (event descriptions...), sanitized before it reaches the DOM: never raw HTML. */
export default function SafeHtml({ html, ...props }: SafeHtmlProps) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, {
        ALLOWED_TAGS,
        ALLOWED_ATTR: ['href', 'title'],
        ALLOW_DATA_ATTR: false,
        // Links keep the app's one rule for addresses (http(s), mailto, tel); any other href is dropped.
        ALLOWED_URI_REGEXP: SAFE_LINK_SCHEME,
      }),
    [html],
  );
  return (
    <Box
      {...props}
      sx={{ '& a': { color: 'primary.main' }, '& p': { my: 1 }, overflowWrap: 'anywhere' }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
