import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Gallery } from './gallery.tsx';

const items = ['cab', 'plate', 'shed'].map((name) => ({
  picture: `/media/images/${name}/`,
  alt: `Bee's ${name}`,
  caption: `The ${name}.`,
}));

// jsdom has no showModal(), so the dialog's contents count as hidden there: they are read from the dialog.
const dialog = () => document.querySelector('dialog');
const button = (name: string) => screen.getByRole('button', { hidden: true, name });

describe('a gallery', () => {
  it('goes from a picture opened larger to the next and back, without closing', async () => {
    const user = userEvent.setup();
    render(<Gallery title="Bee" items={items} />);
    await user.click(screen.getAllByRole('button', { name: /open larger picture/ })[0]!);
    expect(dialog()).toHaveTextContent('Bee: picture 1 of 3');
    expect(dialog()).toHaveTextContent('The cab.');
    expect(button('Previous picture')).toBeDisabled();
    await user.click(button('Next picture'));
    expect(dialog()).toHaveTextContent('Bee: picture 2 of 3');
    expect(dialog()).toHaveTextContent('The plate.');
    await user.click(button('Next picture'));
    expect(dialog()).toHaveTextContent('The shed.');
    expect(button('Next picture')).toBeDisabled();
    await user.click(button('Previous picture'));
    expect(dialog()).toHaveTextContent('Bee: picture 2 of 3');
  });
});
