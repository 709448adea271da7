import SearchOutlined from '@mui/icons-material/SearchOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

interface SearchFieldProps {
  /** The search as the URL holds it. */
  value: string;
  onChange: (value: string) => void;
  labelId: string;
  /** Waits for a pause in typing before searching, so a slow phone is not flooded with requests. */
  delayMs?: number;
}

/** A search box that follows the URL and searches after a short pause (or at once on Enter). */
export default function SearchField({ value, onChange, labelId, delayMs = 350 }: SearchFieldProps) {
  const intl = useIntl();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const [sent, setSent] = useState(value);
  // The URL changed from elsewhere (clear filters, back button): show it. A change this box made
  // itself never overwrites what is still being typed.
  if (value !== shown) {
    setShown(value);
    if (value !== sent) setText(value);
  }
  const commit = useCallback(
    (next: string) => {
      setSent(next);
      onChange(next);
    },
    [onChange],
  );
  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => commit(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, commit, delayMs]);

  return (
    <TextField
      type="search"
      size="small"
      name="search"
      label={intl.formatMessage({ id: labelId })}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(text.trim());
      }}
      autoComplete="off"
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchOutlined fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ minWidth: { xs: '100%', sm: 280 }, flex: { sm: '1 1 280px' } }}
    />
  );
}
