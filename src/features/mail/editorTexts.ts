import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MarkdownEditorTexts } from '@/components/markdown/MarkdownEditor';

/** The body editor's words, from the mail's messages. */
export function useMailEditorTexts(): MarkdownEditorTexts {
  const intl = useIntl();
  return useMemo(() => {
    const m = (id: string) => intl.formatMessage({ id });
    return {
      write: m('mail.editor.write'),
      preview: m('mail.editor.preview'),
      toolbar: m('mail.editor.toolbar'),
      empty: m('mail.editor.empty'),
      hint: m('mail.editor.hint'),
      count: (count, max) => intl.formatMessage({ id: 'mail.editor.count' }, { count, max }),
      tools: {
        bold: { label: m('mail.editor.bold'), sample: m('mail.editor.bold.sample') },
        italic: { label: m('mail.editor.italic'), sample: m('mail.editor.italic.sample') },
        heading: { label: m('mail.editor.heading'), sample: m('mail.editor.heading.sample') },
        list: { label: m('mail.editor.list'), sample: m('mail.editor.list.sample') },
      },
    };
  }, [intl]);
}
