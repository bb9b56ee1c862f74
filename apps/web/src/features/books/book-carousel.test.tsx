import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Carousel } from './book-carousel.tsx';

const titles = ['One', 'Two', 'Three'];

describe('Carousel', () => {
  it('shows one slide, moves with the buttons and the arrow keys, wraps round and announces where it is', async () => {
    const user = userEvent.setup();
    render(<Carousel label="Books" items={titles} itemName={(t) => t} renderItem={(t) => <h2>{t}</h2>} />);
    const status = () => screen.getByText(/^Book \d of 3/);
    expect(screen.getByRole('heading')).toHaveTextContent('One');
    expect(status()).toHaveTextContent('Book 1 of 3: One');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByRole('heading')).toHaveTextContent('Two');
    await user.keyboard('{ArrowRight}');
    expect(status()).toHaveTextContent('Book 3 of 3: Three');
    await user.keyboard('{ArrowRight}');
    expect(status()).toHaveTextContent('Book 1 of 3: One');
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(screen.getByRole('heading')).toHaveTextContent('Three');
    expect(status().closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });
});
