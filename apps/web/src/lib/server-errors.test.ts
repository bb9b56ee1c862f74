import { describe, expect, it, vi } from 'vitest';
import { feedbackMessages } from '@lmr/shared/messages';
import { ApiError } from './api-client.ts';
import { showServerError } from './server-errors.ts';

// What the alert of Register, Reset Password and the other account forms says after a failure.
describe('the alert after a failed account form', () => {
  it.each([
    ['a server error', new ApiError(500, 'internal', 'Internal Server Error')],
    ['no connection', new ApiError(0, 'network', 'Failed to fetch')],
    ['a refusal the form cannot fix', new ApiError(403, 'cross_origin', feedbackMessages.crossOrigin)],
    ['a body too large', new ApiError(413, 'too_large', 'Request body is too large.')],
    ['not an answer at all', new TypeError('x is undefined')],
  ])('says the spec words for %s', (_, err) => {
    expect(showServerError(err, vi.fn())).toBe('Something went wrong. Please try again later.');
  });

  it("keeps the server's words and field messages for a refusal it explains", () => {
    const setError = vi.fn();
    const taken = new ApiError(409, 'email_taken', feedbackMessages.emailTaken, { email: feedbackMessages.emailTaken });
    expect(showServerError(taken, setError)).toBe(feedbackMessages.emailTaken);
    expect(setError).toHaveBeenCalledWith('email', { message: feedbackMessages.emailTaken });
    expect(showServerError(new ApiError(429, 'too_many_requests', feedbackMessages.tooManyAttempts), vi.fn())).toBe(
      feedbackMessages.tooManyAttempts,
    );
  });
});
