import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { startWsBridge } from '../../scripts/ws-bridge.js';
import { openNodeDatabase } from '../../src/db/node.js';

/**
 * For the workerd tests: when TEST_DATABASE_URL is set, a scratch database (migrated) and the
 * WebSocket bridge the Worker's Neon driver reaches it through.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide('workerDatabaseUrl', '');
    project.provide('workerWsProxy', '');
    return;
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
    await bridge.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    workerDatabaseUrl: string;
    workerWsProxy: string;
  }
}
