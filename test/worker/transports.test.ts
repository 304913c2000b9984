/// <reference types="@cloudflare/vitest-pool-workers/types" />
import { describe, expect, it } from 'vitest';
import { cloudflareMailer, rawMime } from '../../src/notify/transports/worker.js';

describe('the cloudflare transport (send_email binding), inside workerd', () => {
  it('hands the binding one EmailMessage with the envelope and a MIME body carrying our headers', async () => {
    const sent: { from: string; to: string }[] = [];
    const binding = {
      async send(message: EmailMessage) {
        sent.push({ from: message.from, to: message.to });
        return { messageId: 'x' };
      },
    } as unknown as SendEmail;
    const mail = {
        key: 'm/1/u/turn',
        to: 'ada@example.com',
        from: 'Reliquary <play@reliquary.test>',
        subject: 'Your turn in Race to Ten',
        text: 'It is your turn.',
        headers: { 'Message-ID': '<m.1.u.turn@reliquary.test>', 'List-Unsubscribe': '<https://x/u>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
    await cloudflareMailer(binding).send(mail, { db: undefined as never });
    expect(sent).toEqual([{ from: 'play@reliquary.test', to: 'ada@example.com' }]);
    const raw = rawMime(mail);
    expect(raw).toContain('Message-ID: <m.1.u.turn@reliquary.test>');
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(raw).toMatch(/From: "Reliquary" <play@reliquary\.test>/);
    expect(raw).toContain('It is your turn.');
  });
});
