import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { secondFactorMessages } from '@lmr/shared/second-factor';
import { RecoveryCodes } from './recovery-codes.tsx';

const codes = ['abcd-efgh-ijkl', 'mnop-qrst-uvwx'];

/** jsdom's Blob has no text(): its FileReader reads it. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('recovery codes', () => {
  it('are copied, one a line, and say so', async () => {
    // userEvent's setup gives jsdom a clipboard that can be read back.
    const user = userEvent.setup();
    render(<RecoveryCodes codes={codes} />);
    await user.click(screen.getByRole('button', { name: 'Copy the codes' }));
    expect(await navigator.clipboard.readText()).toBe('abcd-efgh-ijkl\nmnop-qrst-uvwx');
    expect(await screen.findByText(secondFactorMessages.codesCopied)).toBeInTheDocument();
  });

  it('say what to do instead when the browser will not copy', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    render(<RecoveryCodes codes={codes} />);
    await user.click(screen.getByRole('button', { name: 'Copy the codes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(secondFactorMessages.codesNotCopied);
  });

  it('are downloaded as a text file, one a line', async () => {
    const user = userEvent.setup();
    // jsdom makes no object URLs and downloads nothing: the file and the link clicked are caught instead.
    const files: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => (files.push(blob), 'blob:codes');
    URL.revokeObjectURL = () => {};
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(<RecoveryCodes codes={codes} />);
    await user.click(screen.getByRole('button', { name: 'Download the codes' }));
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('laxey-mines-railway-recovery-codes.txt');
    expect(link.href).toBe('blob:codes');
    expect(files[0]!.type).toBe('text/plain');
    expect(await textOf(files[0]!)).toBe('abcd-efgh-ijkl\nmnop-qrst-uvwx\n');
  });

  it('are printed by the browser’s print', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    render(<RecoveryCodes codes={codes} />);
    await user.click(screen.getByRole('button', { name: 'Print the codes' }));
    expect(print).toHaveBeenCalledOnce();
  });
});
