// @vitest-environment-options { "url": "http://127.0.0.1:4231/admin/events/add" }
import { createServer, type Server } from 'node:http';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackMessages, fileRefusedMessage } from '@lmr/shared/messages';
import AddEventPage from './add-event-page.tsx';

// Uploads report progress, so they go by XMLHttpRequest: a real HTTP server answers them, at the page's own origin.
const refusal = fileRefusedMessage('drawing.svg', feedbackMessages.imageTypeRefused);
let server: Server;
beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(req.url === '/api/add-event' ? 415 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 'unsupported_type', message: refusal, fields: { gallery: refusal } } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(4231, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the add event form', () => {
  it('asks a caption for each gallery picture, and names a refused picture with the reason under Gallery', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <AddEventPage />
      </MemoryRouter>,
    );
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('At most 200 characters. 0 characters so far.');
    await user.click(screen.getByLabelText('Title'));
    await user.paste('The wheel turns');
    const files = [
      new File(['png'], 'wheel.png', { type: 'image/png' }),
      new File(['<svg/>'], 'drawing.svg', { type: 'image/svg+xml' }),
    ];
    await user.upload(screen.getByLabelText('Gallery'), files);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText(/^Caption for wheel\.png/)).toHaveAccessibleDescription(
      'At most 500 characters. 0 characters so far. Each gallery image needs a caption.',
    );
    await user.click(screen.getByLabelText(/^Caption for wheel\.png/));
    await user.paste('The wheel in 1854');
    await user.click(screen.getByLabelText(/^Caption for drawing\.svg/));
    await user.paste('A drawing');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByLabelText('Gallery')).toHaveAccessibleDescription(refusal);
    expect(refusal).toBe(
      'drawing.svg was not accepted. That file is not a supported image. Please upload a JPEG, PNG, WebP, AVIF or GIF image.',
    );
  });
});
