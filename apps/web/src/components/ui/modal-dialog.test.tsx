import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog, ModalDialog } from './modal-dialog.tsx';

// jsdom has no showModal(), so an open dialog counts as hidden there and Escape is not turned into the
// browser's `cancel` event: the test sends that event itself, as the browser does on Escape. The assign
// dialog's browser test (rostering.spec.ts) presses the real key and taps the real backdrop.
const dialog = () => document.querySelector('dialog');

function Opener({ confirm }: { confirm?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open it
      </button>
      {confirm ? (
        <ConfirmDialog open={open} text="Remove it?" onCancel={() => setOpen(false)} onConfirm={() => setOpen(false)} />
      ) : (
        <ModalDialog open={open} title="A dialog" onClose={() => setOpen(false)}>
          <p>Its words.</p>
        </ModalDialog>
      )}
    </>
  );
}

const ways = {
  'its Close button': async (user: ReturnType<typeof userEvent.setup>) =>
    user.click(screen.getByRole('button', { name: 'Close', hidden: true })),
  Escape: async () => {
    fireEvent(dialog()!, createEvent('cancel', dialog()!, { cancelable: true }));
  },
  'a tap outside it': async (user: ReturnType<typeof userEvent.setup>) => user.click(dialog()!),
};

describe('every dialog', () => {
  for (const confirm of [false, true]) {
    for (const [way, close] of Object.entries(ways)) {
      it(`${confirm ? 'the confirm dialog' : 'a dialog'} closes by ${way}, and focus goes back to its opener`, async () => {
        const user = userEvent.setup();
        render(<Opener confirm={confirm} />);
        const opener = screen.getByRole('button', { name: 'Open it' });
        await user.click(opener);
        expect(dialog()).not.toBeNull();
        await close(user);
        expect(dialog()).toBeNull();
        expect(opener).toHaveFocus();
      });
    }
  }

  it('stays open when a tap lands inside it', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open it' }));
    await user.click(screen.getByText('Its words.'));
    await user.click(screen.getByText('A dialog'));
    expect(dialog()).not.toBeNull();
  });
});
