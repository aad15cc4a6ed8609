import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { expectError, type PageBody, type Person, signUp, uniqueEmail } from '../../../test/tenancy/fixtures.ts';
import { createTestClient } from '../../../test/test-client.ts';
import { feedbackReports, mailOutbox } from '../../db/schema.ts';
import { isOperator } from './feedback.service.ts';

interface Report {
  id: string;
  kind: string;
  title: string;
  status: string;
  severity: string | null;
  page: string | null;
  browser: string | null;
  replyCount: number;
  reporter?: { name: string; email: string };
  attachments: { id: string; fileName: string; contentType: string; size: number }[];
  replies: { body: string; fromOperator: boolean; authorName: string }[];
}
type One = { data: Report };

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const bug = {
  kind: 'bug',
  title: 'CSV export gives an empty file',
  description: 'On the countries report, the export downloads a file with only the header.',
  area: 'reports',
  severity: 'high',
};

describe(`bug reports and suggestions (${testMode})`, () => {
  let t: TestApp;
  let operator: Person;
  let reporter: Person;
  let other: Person;
  const operatorEmail = uniqueEmail('operator');

  const reports = async () => (await t.app.db.db.select({ n: count() }).from(feedbackReports))[0]?.n ?? 0;
  const mails = async (to: string, purpose: string) =>
    (
      await t.app.db.db
        .select({ n: count() })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, to), eq(mailOutbox.purpose, purpose)))
    )[0]?.n ?? 0;
  const attach = (person: Person, id: string, bytes: Buffer, name = 'screenshot.png', type = 'image/png') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    return person.client.postForm<One & { code?: string; message?: string; messageKey?: string }>(
      `/api/me/feedback/${id}/attachments`,
      form,
    );
  };

  beforeAll(async () => {
    t = await startTestApp({ env: { OPERATOR_EMAILS: ` ${operatorEmail.toUpperCase()} , ops@elsewhere.test` } });
    // the first account is not the operator here: the configured address is
    reporter = await signUp(t, 'Rita Reporter');
    operator = await signUp(t, 'Otto Operator', operatorEmail);
    other = await signUp(t, 'Oscar Other');
    for (const p of [reporter, operator, other]) await p.client.get('/api/auth/csrf');
  });
  afterAll(() => t?.close());

  it('knows who runs the instance: the configured addresses, else the first account', async () => {
    expect((await operator.client.get<{ data: { operator: boolean } }>('/api/me/feedback/role')).body.data).toEqual({
      operator: true,
    });
    expect((await reporter.client.get<{ data: { operator: boolean } }>('/api/me/feedback/role')).body.data).toEqual({
      operator: false,
    });
    const deps = { db: t.app.db.db, operatorEmails: [] };
    expect(await isOperator(deps, reporter.id)).toBe(true);
    expect(await isOperator(deps, operator.id)).toBe(false);
    expectError(await createTestClient(t.url).get('/api/me/feedback'), 401, 'INVALID_TOKEN');
  });

  it('refuses a bad report with the field and its message, storing nothing', async () => {
    const before = await reports();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...bug, severity: undefined }, 'severity', 'validation.feedback_severity_required'],
      [{ ...bug, kind: 'suggestion' }, 'severity', 'validation.feedback_severity_bugs_only'],
      [{ ...bug, title: '  ' }, 'title', 'validation.feedback_title_required'],
      [{ ...bug, title: 'x'.repeat(121) }, 'title', 'validation.feedback_title_length'],
      [{ ...bug, title: 'a\u0000b' }, 'title', 'validation.control_characters'],
      [{ ...bug, description: '' }, 'description', 'validation.feedback_description_required'],
      [{ ...bug, area: 'kitchen' }, 'area', 'validation.feedback_area_required'],
    ];
    for (const [body, field, key] of cases) {
      const response = await reporter.client.post('/api/me/feedback', body);
      expectError(response, 400, 'VALIDATION_ERROR', field);
      expect(response.body.messageKey, field).toBe(key);
    }
    expect(await reports()).toBe(before);
  });

  it('stores a report, keeps the page and browser only with consent, and mails the operators', async () => {
    const mailed = await mails(operatorEmail, 'feedback_received');
    const shared = await reporter.client.post<One>('/api/me/feedback', {
      ...bug,
      shareContext: true,
      page: '/d/sbox/x/analytics/y/con',
    });
    expect(shared.status, shared.text).toBe(200);
    expect(shared.body.data).toMatchObject({ kind: 'bug', status: 'open', severity: 'high', replyCount: 0 });
    expect(shared.body.data.page).toBe('/d/sbox/x/analytics/y/con');
    expect(shared.body.data.browser).toBeTruthy();

    const privateOne = await reporter.client.post<One>('/api/me/feedback', {
      kind: 'suggestion',
      title: 'Dark mode for the QR page',
      description: 'It would be easier on the eyes.',
      area: 'qr_codes',
      page: '/d/apps',
    });
    expect(privateOne.status, privateOne.text).toBe(200);
    expect(privateOne.body.data).toMatchObject({ kind: 'suggestion', severity: null, page: null, browser: null });
    expect(await mails(operatorEmail, 'feedback_received')).toBe(mailed + 2);
  });

  it('lists my own reports, paginated and filtered; others see none of them', async () => {
    const mine = await reporter.client.get<PageBody<Report>>('/api/me/feedback?pageSize=1');
    expect(mine.body.data.total).toBe(2);
    expect(mine.body.data.items).toHaveLength(1);
    expect(mine.body.data.items[0]?.kind).toBe('suggestion');
    expect(mine.body.data.items[0]?.reporter).toBeUndefined();
    const bugs = await reporter.client.get<PageBody<Report>>('/api/me/feedback?kind=bug');
    expect(bugs.body.data.items.map((r) => r.kind)).toEqual(['bug']);

    const theirs = await other.client.get<PageBody<Report>>('/api/me/feedback');
    expect(theirs.body.data.total).toBe(0);
    const id = bugs.body.data.items[0]?.id;
    expectError(await other.client.get(`/api/me/feedback/${id}`), 404, 'NOT_FOUND');
    expectError(await other.client.post(`/api/me/feedback/${id}/replies`, { body: 'me too' }), 404, 'NOT_FOUND');
    expectError(await other.client.get('/api/operator/feedback'), 403, 'ACCESS_DENIED');
    expectError(
      await other.client.put(`/api/operator/feedback/${id}/status`, { status: 'done' }),
      403,
      'ACCESS_DENIED',
    );
    expectError(await reporter.client.get('/api/me/feedback/not-a-uuid'), 400, 'VALIDATION_ERROR', 'feedbackId');
  });

  it('takes screenshots and text files checked by their bytes, three at most, for the reporter only', async () => {
    const id = (await reporter.client.get<PageBody<Report>>('/api/me/feedback?kind=bug')).body.data.items[0]?.id ?? '';
    const added = await attach(reporter, id, png);
    expect(added.status, added.text).toBe(200);
    expect(added.body.data.attachments).toEqual([
      expect.objectContaining({ fileName: 'screenshot.png', contentType: 'image/png', size: png.length }),
    ]);
    const svg = await attach(reporter, id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.png');
    expectError(svg, 400, 'VALIDATION_ERROR', 'file');
    expect(svg.body.messageKey).toBe('validation.feedback_attachment_type');
    const big = await attach(reporter, id, Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]));
    expectError(big, 400, 'VALIDATION_ERROR', 'file');
    expect(big.body.messageKey).toBe('validation.feedback_attachment_size');
    expectError(await attach(other, id, png), 404, 'NOT_FOUND');
    expectError(await attach(operator, id, png), 404, 'NOT_FOUND');

    expect(
      (await attach(reporter, id, Buffer.from('Error: boom\n  at report.tsx:12\n'), '../../console.log')).status,
    ).toBe(200);
    const third = await attach(reporter, id, png, 'again.png');
    expect(third.body.data.attachments.map((a) => a.fileName)).toEqual(['screenshot.png', 'console.log', 'again.png']);
    const fourth = await attach(reporter, id, png, 'too-many.png');
    expectError(fourth, 400, 'VALIDATION_ERROR', 'file');
    expect(fourth.body.messageKey).toBe('validation.feedback_attachments_count');

    const attachmentId = third.body.data.attachments[0]?.id;
    for (const person of [reporter, operator]) {
      const file = await fetch(`${t.url}/api/me/feedback/${id}/attachments/${attachmentId}`, {
        headers: { cookie: `osm5_session=${person.client.cookie('osm5_session')}` },
      });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/png');
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(file.headers.get('content-disposition')).toContain("filename*=UTF-8''screenshot.png");
      expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
    }
    expectError(await other.client.get(`/api/me/feedback/${id}/attachments/${attachmentId}`), 404, 'NOT_FOUND');
  });

  it('lets operators see every report, answer it and move its status; the reporter hears of each', async () => {
    const all = await operator.client.get<PageBody<Report>>('/api/operator/feedback?status=open');
    expect(all.status, all.text).toBe(200);
    const report = all.body.data.items.find((r) => r.kind === 'bug');
    expect(report?.reporter).toEqual({ name: 'Rita Reporter', email: reporter.email });
    const id = report?.id ?? '';
    const mailed = await mails(reporter.email, 'feedback_update');

    const answered = await operator.client.post<One>(`/api/me/feedback/${id}/replies`, {
      body: 'Thanks: we can reproduce it.',
    });
    expect(answered.status, answered.text).toBe(200);
    expect(answered.body.data.replies).toEqual([
      expect.objectContaining({
        body: 'Thanks: we can reproduce it.',
        fromOperator: true,
        authorName: 'Otto Operator',
      }),
    ]);
    const moved = await operator.client.put<One>(`/api/operator/feedback/${id}/status`, { status: 'in_progress' });
    expect(moved.body.data.status).toBe('in_progress');
    expect(await mails(reporter.email, 'feedback_update')).toBe(mailed + 2);

    const followUp = await reporter.client.post<One>(`/api/me/feedback/${id}/replies`, {
      body: 'It also fails in Chrome.',
    });
    expect(followUp.body.data.replies.map((r) => r.fromOperator)).toEqual([true, false]);
    expect(followUp.body.data.replyCount).toBe(2);

    await operator.client.put(`/api/operator/feedback/${id}/status`, { status: 'done' });
    const closed = await reporter.client.post(`/api/me/feedback/${id}/replies`, { body: 'One more thing' });
    expectError(closed, 400, 'VALIDATION_ERROR', 'body');
    expect(closed.body.messageKey).toBe('validation.feedback_closed');
    expectError(
      await operator.client.put(`/api/operator/feedback/${id}/status`, { status: 'lost' }),
      400,
      'VALIDATION_ERROR',
      'status',
    );
    const mine = await reporter.client.get<One>(`/api/me/feedback/${id}`);
    expect(mine.body.data.status).toBe('done');
    expect(mine.body.data.reporter).toBeUndefined();
  });

  it('limits how many reports one person sends in an hour', async () => {
    const person = await signUp(t, 'Flo Flooder');
    await person.client.get('/api/auth/csrf');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await person.client.post('/api/me/feedback', { ...bug, title: `Report ${i}` })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
