import ClearOutlined from '@mui/icons-material/ClearOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@/components/form/TextField';
import { useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

export interface SearchFieldProps {
  /** The text in the box (`UrlSearchField` binds the box to a URL parameter). */
  value: string;
  onChange: (text: string) => void;
  /** The visible label, already translated; it is also the box's accessible name. */
  label: ReactNode;
  placeholder?: string;
  /** Form field name; `search` unless told. */
  name?: string;
  id?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  /** Called on Enter, e.g. to search at once instead of waiting for the pause. */
  onEnter?: () => void;
  /** Extra attributes for the `<input>` (e.g. `aria-describedby`, `aria-controls`). */
  inputAttributes?: Record<`aria-${string}`, string | undefined>;
  sx?: SxProps<Theme>;
}

/**
 * The list kit's search box: a `type="search"` field (role searchbox) with a search icon and, once
 * something is typed, a "clear search" button that empties it and keeps the focus in the box.
 */
export default function SearchField({
  value,
  onChange,
  label,
  placeholder,
  name = 'search',
  id,
  size = 'small',
  fullWidth,
  onEnter,
  inputAttributes,
  sx,
}: SearchFieldProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  return (
    <TextField
      id={id}
      type="search"
      size={size}
      name={name}
      fullWidth={fullWidth}
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={
        onEnter
          ? (event) => {
              if (event.key === 'Enter') onEnter();
            }
          : undefined
      }
      inputRef={input}
      autoComplete="off"
      sx={sx}
      slotProps={{
        htmlInput: inputAttributes,
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchOutlined fontSize={size} aria-hidden />
            </InputAdornment>
          ),
          endAdornment: value ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                onClick={() => {
                  onChange('');
                  input.current?.focus();
                }}
                aria-label={intl.formatMessage({ id: 'common.clearSearch' })}
              >
                <ClearOutlined fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
