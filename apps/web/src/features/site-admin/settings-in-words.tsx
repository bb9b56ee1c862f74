import { useQuery } from '@tanstack/react-query';
import { type RefObject, useId, useState } from 'react';
import { settingTokens, tokenText, typedByHand } from '@lmr/shared/setting-tokens';
import { siteSettingsQuery } from '../../lib/site-pages.ts';

/**
 * Puts a setting into a page's words as a token the server draws as its value (decision 101), at the cursor of
 * the words' field, and warns when the words hold a setting's value typed by hand, which will not follow a change.
 */
export function SettingsInWords({
  words,
  value,
  onChange,
}: {
  words: RefObject<HTMLTextAreaElement | null>;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
}) {
  const { data: settings } = useQuery(siteSettingsQuery);
  const [chosen, setChosen] = useState(settingTokens[0]!.name);
  const id = useId();
  const typed = settings && 'shopHours' in settings ? typedByHand(value, settings) : [];

  const insert = () => {
    const field = words.current;
    const at = field ? field.selectionEnd : value.length;
    const token = tokenText({ name: chosen });
    onChange({ target: { value: value.slice(0, at) + token + value.slice(at) } });
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(at + token.length, at + token.length);
    });
  };

  return (
    <div className="settings-in-words">
      <label htmlFor={id}>Insert a setting</label>
      <select id={id} value={chosen} onChange={(e) => setChosen(e.target.value)}>
        {settingTokens.map((t) => (
          <option key={t.name} value={t.name}>
            {t.label}
          </option>
        ))}
      </select>
      <button type="button" className="button button-secondary" onClick={insert}>
        Insert
      </button>
      <p className="field-hint">The page shows the setting’s published value, and follows it when it changes.</p>
      {typed.length > 0 && (
        <p className="settings-typed" role="status">
          These words hold a setting typed by hand, which will not change when the setting does:{' '}
          {typed.map((t) => `${t.label} (insert ${tokenText(t)} instead)`).join('; ')}.
        </p>
      )}
    </div>
  );
}
