import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MarkdownEditorTexts } from '@/components/markdown/MarkdownEditor';

/** The description editor's words, from the producer's messages. */
export function useEditorTexts(): MarkdownEditorTexts {
  const intl = useIntl();
  return useMemo(() => {
    const m = (id: string) => intl.formatMessage({ id });
    return {
      write: m('producer.editor.write'),
      preview: m('producer.editor.preview'),
      toolbar: m('producer.editor.toolbar'),
      empty: m('producer.editor.empty'),
      hint: m('producer.editor.hint'),
      count: (count, max) => intl.formatMessage({ id: 'producer.editor.count' }, { count, max }),
      tools: {
        bold: { label: m('producer.editor.bold'), sample: m('producer.editor.bold.sample') },
        italic: { label: m('producer.editor.italic'), sample: m('producer.editor.italic.sample') },
        heading: { label: m('producer.editor.heading'), sample: m('producer.editor.heading.sample') },
        list: { label: m('producer.editor.list'), sample: m('producer.editor.list.sample') },
      },
    };
  }, [intl]);
}
