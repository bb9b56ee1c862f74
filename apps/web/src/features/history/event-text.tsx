/**
 * An event's description as the admin typed it: blank lines separate paragraphs, single line breaks
 * become <br>. React escapes the text, so nothing in it is ever read as HTML.
 */
export function EventText({ text }: { text: string }) {
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim() !== '');
  return (
    <>
      {paragraphs.map((paragraph, i) => (
        <p key={i}>
          {paragraph.split('\n').map((line, j) => (
            <span key={j}>
              {j > 0 && <br />}
              {line}
            </span>
          ))}
        </p>
      ))}
    </>
  );
}
