import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../../test/fake-server.ts';
import { blankSettings } from '../../../test/site-settings.ts';
import { withQueryClient } from '../../lib/query-client.tsx';
import { MarkdownWithPreview } from './markdown-with-preview.tsx';

const settings = {
  ...blankSettings,
  address: { ...blankSettings.address, country: 'IM' },
  phone: '01624 861706',
  shopHours: 'Open daily 10.00am to 4.00pm, Easter to the end of September',
};

const Editor = withQueryClient(function Editor({ start }: { start: string }) {
  const [words, setWords] = useState(start);
  return <MarkdownWithPreview title="Station" value={words} onChange={(e) => setWords(e.target.value)} />;
});

const renderEditor = (start: string) => {
  fakeServer({
    'GET /api/site/settings': () => json(settings),
    'POST /api/admin/site/markdown-preview': () => json({ html: '' }),
  });
  render(<Editor start={start} />);
};

const wordsField = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: /^Words/ });

describe('settings in a page’s words', () => {
  it('inserts the chosen setting as a token where the cursor is', async () => {
    const user = userEvent.setup();
    renderEditor('Shop hours: . Come and see us.');
    wordsField().setSelectionRange(12, 12);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Insert a setting' }), 'Shop hours');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    expect(wordsField()).toHaveValue('Shop hours: {{shopHours}}. Come and see us.');
  });

  it('warns of a setting’s value typed by hand, naming the setting and its token, and not of a token', async () => {
    const user = userEvent.setup();
    renderEditor('- Open daily, 10.00am to 4.00pm');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'These words hold a setting typed by hand, which will not change when the setting does: Shop hours (insert {{shopHours}} instead).',
    );
    await user.clear(wordsField());
    await user.type(wordsField(), 'Ring {{{{phone}} or 01624 861706');
    expect(screen.getByRole('status')).toHaveTextContent('Phone (insert {{phone}} instead)');
    await user.clear(wordsField());
    await user.type(wordsField(), 'Ring {{{{phone}}');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
