import { useId, useState } from 'react';
import { limits } from '@lmr/shared/limits';
import { ScriptButton } from '../../lib/hydration.tsx';

/** The first `limit` characters, cut back to the last whole word. */
export function preview(text: string, limit: number) {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  return `${withoutTrailingPunctuation(lastSpace > limit * 0.8 ? cut.slice(0, lastSpace) : cut)}…`;
}

/** A loop, not a `[\s,.;:]+$` pattern: that pattern is quadratic on a long run of those characters. */
function withoutTrailingPunctuation(text: string) {
  let end = text.length;
  while (end > 0 && /[\s,.;:]/.test(text[end - 1]!)) end--;
  return text.slice(0, end);
}

/** A long text shown as its first 500 characters, with Read More / Read Less. Paragraphs are split on blank lines. */
export function ReadMore({ text, limit = limits.lorePreview }: { text: string; limit?: number }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = text.length > limit;
  const shown = expanded || !long ? text : preview(text, limit);
  return (
    <div>
      <div id={id} className="read-more-text">
        {shown.split(/\n\n+/).map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
      {long && (
        <ScriptButton
          className="button button-secondary"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Read Less' : 'Read More'}
        </ScriptButton>
      )}
    </div>
  );
}
