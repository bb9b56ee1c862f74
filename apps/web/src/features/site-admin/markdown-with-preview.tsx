import { useEffect, useRef, useState } from 'react';
import { sitePageDocument } from '@lmr/shared/site-content';
import { Field } from '../../components/ui/form-field.tsx';
import { limitsAt } from '../../components/ui/schema-limits.ts';
import { previewMarkdown } from './api.ts';
import { SettingsInWords } from './settings-in-words.tsx';

const PREVIEW_DELAY_MS = 300;

/** The preview, drawn by the server's own renderer, a moment after typing stops. */
function useRenderedPreview(markdown: string) {
  const [html, setHtml] = useState('');
  useEffect(() => {
    const abort = new AbortController();
    const timer = setTimeout(() => {
      previewMarkdown(markdown, abort.signal).then(
        (r) => setHtml(r.html),
        () => undefined,
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [markdown]);
  return html;
}

/** A page's words in Markdown, beside the preview the server draws of them. */
export function MarkdownWithPreview({
  title,
  value,
  onChange,
  error,
}: {
  title: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  error?: string;
}) {
  const html = useRenderedPreview(value);
  const words = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  return (
    <div className="editor-columns">
      <div>
        <Field
          ref={words}
          label="Words (Markdown: ## heading, **bold**, - list, [link](https://…))"
          multiline
          rows={18}
          {...limitsAt(sitePageDocument, 'markdown')}
          value={value}
          onChange={onChange}
          error={error}
        />
        <SettingsInWords words={words} value={value} onChange={onChange} />
      </div>
      <section className="markdown-preview" aria-label="Preview">
        <h2 className="preview-title">{title}</h2>
        <div className="prose" data-testid="markdown-preview" dangerouslySetInnerHTML={{ __html: html }} />
      </section>
    </div>
  );
}
