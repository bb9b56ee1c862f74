import { e2ePorts } from './settings.ts';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments: { filename: string; contentType: string; base64: string }[];
}

const url = `http://127.0.0.1:${e2ePorts.mailbox}/`;

/** Everything the test SMTP server has received so far. */
export async function receivedMail(): Promise<ReceivedMail[]> {
  return (await fetch(url)).json() as Promise<ReceivedMail[]>;
}

/** Waits (a bounded while) for a mail to `to` whose subject matches. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<ReceivedMail> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const found = (await receivedMail()).find((m) => m.to.includes(to) && subject.test(m.subject));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
}

/** Has the test SMTP server refuse (550, no such mailbox) every mail to `to` with this subject, until lifted. */
export async function refuseMail(refusal: { to: string; subject: string }) {
  await fetch(`${url}refusals`, { method: 'POST', body: JSON.stringify(refusal) });
  return async () => {
    await fetch(`${url}refusals`, { method: 'DELETE', body: JSON.stringify(refusal) });
  };
}
