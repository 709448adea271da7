import FormatBoldOutlined from '@mui/icons-material/FormatBoldOutlined';
import FormatItalicOutlined from '@mui/icons-material/FormatItalicOutlined';
import FormatListBulletedOutlined from '@mui/icons-material/FormatListBulletedOutlined';
import TitleOutlined from '@mui/icons-material/TitleOutlined';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@/components/form/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useRef, useState, type ComponentType } from 'react';
import SafeHtml from '@/components/SafeHtml';
import { markdownToHtml } from './markdown';

export type MarkdownTool = 'bold' | 'italic' | 'heading' | 'list';

/**
 * The editor's words, already translated by the area that shows it (each route loads its own messages,
 * so the shared editor names no message ids itself).
 */
export interface MarkdownEditorTexts {
  write: string;
  preview: string;
  toolbar: string;
  /** The preview of an empty text. */
  empty: string;
  /** Under the text area when there is no error. */
  hint: string;
  /** "120 of 5000 characters". */
  count: (count: number, max: number) => string;
  tools: Record<MarkdownTool, { label: string; sample: string }>;
}

interface MarkdownEditorProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: (element: HTMLTextAreaElement | null) => void;
  name: string;
  label: string;
  texts: MarkdownEditorTexts;
  error?: string;
  maxLength: number;
  disabled?: boolean;
  required?: boolean;
  minRows?: number;
}

interface ToolButton {
  id: MarkdownTool;
  icon: ComponentType<{ fontSize?: 'small' }>;
  apply: (text: string, start: number, end: number, placeholder: string) => [string, number, number];
}

function wrapWith(marker: string): ToolButton['apply'] {
  return (text, start, end, placeholder) => {
    const selected = text.slice(start, end) || placeholder;
    const next = `${text.slice(0, start)}${marker}${selected}${marker}${text.slice(end)}`;
    return [next, start + marker.length, start + marker.length + selected.length];
  };
}

function prefixLines(prefix: string): ToolButton['apply'] {
  return (text, start, end, placeholder) => {
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    const block = text.slice(lineStart, end) || placeholder;
    const prefixed = block
      .split('\n')
      .map((line) => (line.startsWith(prefix) ? line : `${prefix}${line}`))
      .join('\n');
    const next = `${text.slice(0, lineStart)}${prefixed}${text.slice(Math.max(end, lineStart))}`;
    return [next, lineStart, lineStart + prefixed.length];
  };
}

const TOOLS: ToolButton[] = [
  { id: 'bold', icon: FormatBoldOutlined, apply: wrapWith('**') },
  { id: 'italic', icon: FormatItalicOutlined, apply: wrapWith('*') },
  { id: 'heading', icon: TitleOutlined, apply: prefixLines('## ') },
  { id: 'list', icon: FormatListBulletedOutlined, apply: prefixLines('- ') },
];

/**
 * A small markdown editor: a text area with bold, italic, heading and list buttons, and a preview tab
 * that shows the text as its readers will see it (sanitized). Used for event descriptions and mail bodies.
 */
export default function MarkdownEditor({
  value,
  onChange,
  onBlur,
  inputRef,
  name,
  label,
  texts,
  error,
  maxLength,
  disabled = false,
  required = true,
  minRows = 7,
}: MarkdownEditorProps) {
  const id = useId();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const html = useMemo(() => (tab === 'preview' ? markdownToHtml(value) : ''), [tab, value]);
  // A longer text (a paste) is kept as it is and shown in error, so nothing typed is cut silently.
  const over = value.length > maxLength;

  const apply = (tool: ToolButton) => {
    const element = textarea.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const placeholder = texts.tools[tool.id].sample;
    const [next, from, to] = tool.apply(value, start, end, placeholder);
    onChange(next);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(from, to);
    });
  };

  return (
    <Box>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Tabs
          value={tab}
          onChange={(_e, next: 'write' | 'preview') => setTab(next)}
          aria-label={label}
          sx={{ minHeight: 40, '& .MuiTab-root': { minHeight: 40, py: 0.5 } }}
        >
          <Tab value="write" id={`${id}-write`} aria-controls={`${id}-panel`} label={texts.write} />
          <Tab value="preview" id={`${id}-preview`} aria-controls={`${id}-panel`} label={texts.preview} />
        </Tabs>
        {tab === 'write' && (
          <Stack direction="row" spacing={0.5} role="toolbar" aria-label={texts.toolbar}>
            {TOOLS.map((tool) => {
              const Icon = tool.icon;
              const toolLabel = texts.tools[tool.id].label;
              return (
                <Tooltip key={tool.id} title={toolLabel}>
                  <span>
                    <IconButton
                      size="small"
                      aria-label={toolLabel}
                      onClick={() => apply(tool)}
                      disabled={disabled}
                    >
                      <Icon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              );
            })}
          </Stack>
        )}
      </Stack>
      <Box id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}`} sx={{ mt: 1 }}>
        {tab === 'write' ? (
          <TextField
            name={name}
            label={label}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
            inputRef={(element: HTMLTextAreaElement | null) => {
              textarea.current = element;
              inputRef?.(element);
            }}
            required={required}
            multiline
            minRows={minRows}
            maxRows={20}
            fullWidth
            disabled={disabled}
            error={error != null || over}
            helperText={error ?? texts.hint}
          />
        ) : (
          <Box
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              p: 2,
              minHeight: 180,
              '& h2': { typography: 'h3', mt: 1 },
              '& h3': { typography: 'h4', mt: 1 },
            }}
          >
            {value.trim() ? (
              <SafeHtml html={html} />
            ) : (
              <Typography color="text.secondary">{texts.empty}</Typography>
            )}
          </Box>
        )}
        {tab === 'preview' && error && (
          <FormHelperText error sx={{ mx: 1.75 }}>
            {error}
          </FormHelperText>
        )}
        <FormHelperText error={over} sx={{ textAlign: 'right', mx: 1.75 }}>
          {texts.count(value.length, maxLength)}
        </FormHelperText>
      </Box>
    </Box>
  );
}
