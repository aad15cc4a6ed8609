import type { LinkImportView } from '@osm5/shared/schemas/link-imports';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { newOrg } from '../../../test/tenancy/fixtures.ts';
import { linkImports } from '../../db/schema.ts';

/**
 * An import never stays `running` after its process is gone: a graceful stop
 * marks it interrupted between rows, and a start finds the ones a crash left.
 */
const apps: TestApp[] = [];
afterAll(async () => {
  // the later app uses the first one's stores: close it first, then let each drop its own
  for (const app of [...apps].reverse()) await app.close();
});

/** A second process on the same stores as the first (same data folder, same databases). */
const restartOn = (first: TestApp) =>
  startTestApp({
    env: {
      DATA_DIR: first.config.dataDir,
      ...(first.config.databaseUrl ? { DATABASE_URL: first.config.databaseUrl } : {}),
      ...(first.config.clickhouseUrl
        ? { CLICKHOUSE_URL: first.config.clickhouseUrl, CLICKHOUSE_DATABASE: first.config.clickhouseDatabase }
        : {}),
    },
  });

async function upload(path: string, csv: string, client: Awaited<ReturnType<typeof newOrg>>['owner']) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'big.csv');
  const response = await client.client.postForm<{ data: LinkImportView }>(path, form);
  expect(response.status, response.text).toBe(202);
  return response.body.data;
}

describe('an import whose process stops', () => {
  it('is marked interrupted by a graceful stop, the rows done so far kept', async () => {
    const first = await startTestApp();
    apps.push(first);
    const org = await newOrg(first);
    const rows = Array.from({ length: 3000 }, (_, i) => `https://example.com/${i},row ${i}`).join('\n');
    const started = await upload(
      `/api/orgs/${org.orgId}/workspaces/${org.defaultWorkspaceId}/imports`,
      `destination,title\n${rows}\n`,
      org.owner,
    );
    const db = first.app.db.db;
    // the API answers while the import runs (one embedded database serves both); stop once some rows are in
    for (let i = 0; i < 300; i++) {
      const [row] = await db.select().from(linkImports).where(eq(linkImports.id, started.id));
      if ((row?.processed ?? 0) > 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await first.app.close();

    const second = await restartOn(first);
    apps.push(second);
    const [row] = await second.app.db.db.select().from(linkImports).where(eq(linkImports.id, started.id));
    expect(row?.status).toBe('interrupted');
    expect(row?.finishedAt).not.toBeNull();
    expect(row?.processed).toBeGreaterThan(0);
    expect(row?.processed).toBeLessThan(3000);
    expect(row?.succeeded).toBe(row?.processed);
  });

  it('left running by a crash: embedded mode ends it at start; server mode once its heartbeat is stale', async () => {
    const first = await startTestApp();
    apps.push(first);
    const org = await newOrg(first);
    const [crashed] = await first.app.db.db
      .insert(linkImports)
      .values({
        orgId: org.orgId,
        workspaceId: org.defaultWorkspaceId,
        format: 'template',
        total: 10,
        processed: 4,
        succeeded: 4,
        createdBy: org.owner.id,
        // beat just now: only a start in embedded mode (no other process can own it) ends it this early
        updatedAt: new Date(),
      })
      .returning();
    if (!crashed) throw new Error('no row');
    await first.app.close();

    const second = await restartOn(first);
    apps.push(second);
    const [row] = await second.app.db.db.select().from(linkImports).where(eq(linkImports.id, crashed.id));
    expect(row?.status).toBe(testMode === 'embedded' ? 'interrupted' : 'running');
  });
});
