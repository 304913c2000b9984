import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { startWsBridge } from '../../scripts/ws-bridge.js';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openNodeDatabase } from '../../src/db/node.js';
import { startSmtpSink } from '../support/smtp.js';
import { startPushService } from '../support/push.js';

/**
 * For the workerd tests: when TEST_DATABASE_URL is set, a scratch database (migrated) and the
 * WebSocket bridge the Worker's Neon driver reaches it through.
 */
export default async function setup(project: TestProject) {
  // A real SMTP server for the Worker's worker-mailer transport, and a small HTTP endpoint from
  // which the tests inside workerd read what it received.
  const smtp = await startSmtpSink();
  const inbox = createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(smtp.messages.map((m) => ({ to: m.envelopeTo, subject: m.subject, text: m.text, headers: m.headers }))));
  });
  await new Promise<void>((resolve) => inbox.listen(0, '127.0.0.1', resolve));
  project.provide('workerSmtpUrl', smtp.url);
  project.provide('workerInboxUrl', `http://127.0.0.1:${(inbox.address() as AddressInfo).port}`);
  // A local push service for Web Push sent from inside workerd: one browser's subscription, and
  // an endpoint listing what it received, decrypted (test/worker/push.test.ts).
  const push = await startPushService();
  const pushInbox = createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ received: push.received.map(({ browser, text, claims, vapidKey }) => ({ browser, text, claims, vapidKey })), rejected: push.rejected }));
  });
  await new Promise<void>((resolve) => pushInbox.listen(0, '127.0.0.1', resolve));
  project.provide('workerPushSubscription', JSON.stringify(push.browser('workerd').subscription));
  project.provide('workerPushInboxUrl', `http://127.0.0.1:${(pushInbox.address() as AddressInfo).port}`);
  // A DNS-over-HTTPS resolver (JSON API) for the Worker's webhook target checks: one name inside.
  const names: Record<string, string> = { 'inside.hooks.test': '10.0.0.5' };
  const resolver = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://resolver');
    const address = names[url.searchParams.get('name') ?? ''];
    res.setHeader('Content-Type', 'application/dns-json');
    if (!address) return res.end(JSON.stringify({ Status: 3 }));
    res.end(JSON.stringify({ Status: 0, Answer: url.searchParams.get('type') === 'A' ? [{ name: url.searchParams.get('name'), type: 1, data: address }] : [] }));
  });
  await new Promise<void>((resolve) => resolver.listen(0, '127.0.0.1', resolve));
  project.provide('workerDnsResolverUrl', `http://127.0.0.1:${(resolver.address() as AddressInfo).port}/dns-query`);
  const closeMail = async () => {
    resolver.close();
    inbox.close();
    pushInbox.close();
    await push.close();
    await smtp.close();
  };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide('workerDatabaseUrl', '');
    project.provide('workerWsProxy', '');
    return closeMail;
  }
  const name = `reliquary_worker_${crypto.randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await (await openNodeDatabase({ url: url.toString() })).close();
  const bridge = await startWsBridge();
  project.provide('workerDatabaseUrl', url.toString());
  project.provide('workerWsProxy', `127.0.0.1:${bridge.port}`);
  return async () => {
    await closeMail();
    await bridge.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    workerDatabaseUrl: string;
    workerWsProxy: string;
    workerSmtpUrl: string;
    workerInboxUrl: string;
    workerPushSubscription: string;
    workerPushInboxUrl: string;
    workerDnsResolverUrl: string;
  }
}
