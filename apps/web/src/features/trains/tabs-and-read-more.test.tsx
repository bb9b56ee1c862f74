import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ReadMore } from './read-more.tsx';
import { Tabs } from './tabs.tsx';

describe('Tabs', () => {
  it('shows one panel and moves between tabs with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(
      <Tabs
        idPrefix="ant"
        label="About Ant"
        tabs={[
          { label: 'History', content: <p>history words</p> },
          { label: 'Specs', content: <p>spec words</p> },
          { label: 'Gallery', content: <p>gallery words</p> },
        ]}
      />,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('history words');
    await user.click(screen.getByRole('tab', { name: 'History' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Specs' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Specs' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('spec words');
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('gallery words');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Gallery' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('tabindex', '-1');
  });
});

describe('ReadMore', () => {
  const long = `${'word '.repeat(150)}THE END`;

  it('shows at most 500 characters, then everything after Read More, and the preview again after Read Less', async () => {
    const user = userEvent.setup();
    const { container } = render(<ReadMore text={long} />);
    const text = () => container.querySelector('.read-more-text')?.textContent ?? '';
    expect(text().length).toBeLessThanOrEqual(501);
    expect(text()).not.toContain('THE END');
    await user.click(screen.getByRole('button', { name: 'Read More' }));
    expect(text()).toContain('THE END');
    await user.click(screen.getByRole('button', { name: 'Read Less' }));
    expect(text()).not.toContain('THE END');
  });

  it('offers no button for a short text', () => {
    render(<ReadMore text="A short history." />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
