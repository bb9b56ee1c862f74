import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { limits } from '@lmr/shared/limits';
import { maxChars, passwordRuleParts } from '@lmr/shared/validation';
import { ChoiceField, Field, SelectField } from './form-field.tsx';

function SubjectForm() {
  const { register, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(z.object({ subject: maxChars(limits.subjectMax) })),
    defaultValues: { subject: '' },
  });
  return (
    <form onSubmit={handleSubmit(() => {})} noValidate>
      <Field
        label="Subject"
        limit={{ max: limits.subjectMax }}
        error={formState.errors.subject?.message}
        {...register('subject')}
      />
      <button type="submit">Send</button>
      <button type="button" onClick={() => reset({ subject: '' })}>
        Clear
      </button>
    </form>
  );
}

describe('the form field', () => {
  it('shows its limit before anyone types, counts as they type, and names the limit and the length when refusing', async () => {
    const user = userEvent.setup();
    render(<SubjectForm />);
    const field = screen.getByLabelText('Subject');
    expect(field).toHaveAccessibleDescription('At most 200 characters. 0 characters so far.');
    await user.type(field, 'A');
    expect(field).toHaveAccessibleDescription('At most 200 characters. 1 character so far.');
    await user.clear(field);
    await user.click(field);
    await user.paste('x'.repeat(234));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('At most 200 characters (this has 234)')).toBeInTheDocument();
    expect(screen.getByText('234 characters so far.')).toHaveClass('field-count-outside');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('0 characters so far.')).toBeInTheDocument();
  });

  it('shows the password rule beside the field and ticks each part as it is met', async () => {
    const user = userEvent.setup();
    render(<Field label="New Password" type="password" rules={passwordRuleParts} />);
    const rule = screen.getByRole('list', { name: 'What this field needs' });
    const parts = () => Array.from(rule.querySelectorAll('li')).map((li) => li.textContent);
    expect(parts()).toEqual([
      '○ 8 to 128 characters: not yet',
      '○ a lowercase letter: not yet',
      '○ an uppercase letter: not yet',
      '○ a number: not yet',
    ]);
    await user.type(screen.getByLabelText('New Password'), 'tunnel1');
    expect(parts()).toEqual([
      '○ 8 to 128 characters: not yet',
      '✓ a lowercase letter: done',
      '○ an uppercase letter: not yet',
      '✓ a number: done',
    ]);
    await user.type(screen.getByLabelText('New Password'), 'Laxey');
    expect(parts().every((p) => p?.startsWith('✓'))).toBe(true);
  });

  it('keeps the required mark out of the name, and ties an error to its select and its checkbox', () => {
    render(
      <>
        <Field label="Date" type="date" required />
        <SelectField label="Pattern" error="Please choose a pattern.">
          <option>Standard Saturday</option>
        </SelectField>
        <ChoiceField label="Members ride free" error="Say whether members pay." />
      </>,
    );
    expect(screen.getByLabelText('Date')).toHaveAccessibleName('Date');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    const pattern = screen.getByRole('combobox', { name: 'Pattern' });
    expect(pattern).toHaveAttribute('aria-invalid', 'true');
    expect(pattern).toHaveAccessibleDescription('Please choose a pattern.');
    const members = screen.getByRole('checkbox', { name: 'Members ride free' });
    expect(members).toHaveAccessibleDescription('Say whether members pay.');
  });
});
