import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type ProcedureInput } from './support/test-app.ts';

type FieldType = ProcedureInput<'crmField.createCrmField'>['type'];

let app: TestApp;
let orgAdmin: string;
let member: string;
let guest: string;
let kesselOwner: string;
let artistId: string;
let channelId: string;

const createField = (cookie: string, input: ProcedureInput<'crmField.createCrmField'>) =>
  app.mutate(cookie, 'crmField.createCrmField', input);
const listFields = (cookie: string) => app.query(cookie, 'crmField.listCrmFields');
const setValue = (cookie: string, input: ProcedureInput<'crmValue.setCrmValue'>) => app.mutate(cookie, 'crmValue.setCrmValue', input);
const valuesFor = (cookie: string, subjectType: 'artist' | 'channel', subjectId: string) =>
  app.query(cookie, 'crmValue.listCrmValues', { subjectType, subjectId });

let fieldCounter = 0;
async function newField(type: FieldType, options?: string[]) {
  fieldCounter += 1;
  const answer = await createField(orgAdmin, { name: `${type} field ${fieldCounter}`, type, ...(options ? { options } : {}) });
  expect(answer.status).toBe(200);
  return answer.data;
}

beforeAll(async () => {
  app = await createTestApp();
  orgAdmin = await app.signIn('org-admin@creatorlens.test');
  member = await app.signIn('member@creatorlens.test');
  guest = await app.signInAsGuest();
  kesselOwner = await app.signIn('two-orgs@creatorlens.test');
  const organizations = await app.query(kesselOwner, 'user.getMyOrganizations');
  const kessel = organizations.data.find((organization) => organization.name === 'Kessel Brands GmbH')!;
  expect((await app.mutate(kesselOwner, 'user.switchOrganization', { organizationId: kessel.id })).status).toBe(200);
  const artist = await app.query(member, 'artist.getArtistBySlug', { slug: 'fixture-artist' });
  artistId = artist.data.artist.id;
  channelId = artist.data.channels[0]!.id;
});
afterAll(() => app.close());

describe('CRM fields', () => {
  it('lets an organisation admin create, rename, re-option, move and delete fields', async () => {
    const status = await createField(orgAdmin, { name: '  Deal stage  ', type: 'select', options: [' Lead ', 'Won', '', 'Lost'] });
    expect(status.status).toBe(200);
    expect(status.data).toMatchObject({ name: 'Deal stage', type: 'select', options: ['Lead', 'Won', 'Lost'], valueCount: 0 });
    const notes = await createField(orgAdmin, { name: 'Deal notes', type: 'text', options: ['ignored'] });
    expect(notes.data.options).toEqual([]);

    const renamed = await app.mutate(orgAdmin, 'crmField.updateCrmField', {
      id: status.data.id,
      data: { name: 'Pipeline stage', options: ['Lead', 'Won', 'Lost', 'Paused'] },
    });
    expect(renamed.data).toMatchObject({ name: 'Pipeline stage', options: ['Lead', 'Won', 'Lost', 'Paused'] });

    const moved = await app.mutate(orgAdmin, 'crmField.moveCrmField', { id: notes.data.id, toIndex: 0 });
    expect(moved.status).toBe(200);
    expect(moved.data[0]!.id).toBe(notes.data.id);
    expect(moved.data.map((field) => field.idx)).toEqual(moved.data.map((_, index) => index));
    const beyond = await app.mutate(orgAdmin, 'crmField.moveCrmField', { id: notes.data.id, toIndex: 999 });
    expect(beyond.data.at(-1)!.id).toBe(notes.data.id);

    expect((await setValue(member, { fieldId: status.data.id, subjectType: 'artist', subjectId: artistId, value: 'Won' })).status).toBe(
      200,
    );
    expect((await listFields(member)).data.find((field) => field.id === status.data.id)?.valueCount).toBe(1);
    const deleted = await app.mutate(orgAdmin, 'crmField.deleteCrmField', { id: status.data.id });
    expect(deleted.data.deletedValueCount).toBe(1);
    const remaining = (await listFields(member)).data;
    expect(remaining.map((field) => field.id)).not.toContain(status.data.id);
    expect(remaining.map((field) => field.idx)).toEqual(remaining.map((_, index) => index));
  });

  it('refuses a duplicate name and a select without options', async () => {
    const first = await newField('text');
    const duplicate = await createField(orgAdmin, { name: first.name.toUpperCase(), type: 'number' });
    expect(duplicate.status).toBe(409);
    const noOptions = await createField(orgAdmin, { name: 'Empty select', type: 'select', options: [' '] });
    expect(noOptions.status).toBe(400);
    expect(noOptions.error?.message).toContain('at least one option');
    const twice = await createField(orgAdmin, { name: 'Twice', type: 'select', options: ['A', 'a'] });
    expect(twice.status).toBe(400);
  });

  it('fixes the type once values exist and keeps options that are in use', async () => {
    const field = await newField('select', ['Yes', 'No']);
    const typeChange = await app.mutate(orgAdmin, 'crmField.updateCrmField', { id: field.id, data: { type: 'text' } });
    expect(typeChange.data).toMatchObject({ type: 'text', options: [] });
    const back = await app.mutate(orgAdmin, 'crmField.updateCrmField', {
      id: field.id,
      data: { type: 'select', options: ['Yes', 'No'] },
    });
    expect(back.status).toBe(200);
    await setValue(member, { fieldId: field.id, subjectType: 'channel', subjectId: channelId, value: 'Yes' });

    const refusedType = await app.mutate(orgAdmin, 'crmField.updateCrmField', { id: field.id, data: { type: 'number' } });
    expect(refusedType.status).toBe(409);
    expect(refusedType.error?.message).toContain('type cannot change');
    const refusedOption = await app.mutate(orgAdmin, 'crmField.updateCrmField', { id: field.id, data: { options: ['No'] } });
    expect(refusedOption.status).toBe(409);
    expect(refusedOption.error?.message).toContain('"Yes"');
    expect((await app.mutate(orgAdmin, 'crmField.updateCrmField', { id: field.id, data: { options: ['Yes'] } })).status).toBe(200);
  });

  it('forbids field changes to members, guests and expired licences, but lets members read', async () => {
    const field = await newField('text');
    const expiredAdmin = await app.signIn('expired-admin@creatorlens.test');
    // Guests read no organisation notes at all (decision 009).
    expect((await listFields(guest)).error?.data.appCode).toBe('FORBIDDEN');
    for (const cookie of [member, guest]) {
      if (cookie === member) expect((await listFields(cookie)).status).toBe(200);
      for (const answer of [
        await createField(cookie, { name: 'Nope', type: 'text' }),
        await app.mutate(cookie, 'crmField.updateCrmField', { id: field.id, data: { name: 'Nope' } }),
        await app.mutate(cookie, 'crmField.moveCrmField', { id: field.id, toIndex: 0 }),
        await app.mutate(cookie, 'crmField.deleteCrmField', { id: field.id }),
      ]) {
        expect(answer.status).toBe(403);
        expect(answer.error?.data.appCode).toBe('FORBIDDEN');
      }
    }
    expect((await listFields(expiredAdmin)).status).toBe(200);
    const expired = await createField(expiredAdmin, { name: 'Late', type: 'text' });
    expect(expired.status).toBe(403);
    expect(expired.error?.data.appCode).toBe('LICENSE_EXPIRED');
  });

  it('keeps fields and values inside their organisation', async () => {
    const field = await newField('text');
    await setValue(member, { fieldId: field.id, subjectType: 'artist', subjectId: artistId, value: 'Nordlicht secret' });
    expect((await listFields(kesselOwner)).data.map((item) => item.id)).not.toContain(field.id);
    const kesselValues = await valuesFor(kesselOwner, 'artist', artistId);
    expect(kesselValues.data.map((item) => item.value)).not.toContain('Nordlicht secret');
    for (const answer of [
      await app.mutate(kesselOwner, 'crmField.updateCrmField', { id: field.id, data: { name: 'Taken over' } }),
      await app.mutate(kesselOwner, 'crmField.deleteCrmField', { id: field.id }),
      await app.mutate(kesselOwner, 'crmField.moveCrmField', { id: field.id, toIndex: 0 }),
      await setValue(kesselOwner, { fieldId: field.id, subjectType: 'artist', subjectId: artistId, value: 'overwritten' }),
    ]) {
      expect(answer.status).toBe(404);
    }
    const own = await createField(kesselOwner, { name: 'Kessel field', type: 'text' });
    expect(own.status).toBe(200);
    expect((await listFields(member)).data.map((item) => item.id)).not.toContain(own.data.id);
    expect((await valuesFor(member, 'artist', artistId)).data.find((item) => item.fieldId === field.id)?.value).toBe('Nordlicht secret');
  });
});

describe('CRM values', () => {
  it.each<[FieldType, string[] | undefined, string, string, string, string]>([
    ['text', undefined, 'Met at the Cologne fair', 'Met at the Cologne fair', 'x'.repeat(2001), 'at most 2000'],
    ['number', undefined, ' 1250.50 ', '1250.50', '12,5', 'number'],
    ['date', undefined, '2026-02-28', '2026-02-28', '2026-02-30', 'yyyy-mm-dd'],
    ['email', undefined, 'mgmt@example.com', 'mgmt@example.com', 'mgmt at example', 'e-mail'],
    ['url', undefined, 'https://example.com/kit', 'https://example.com/kit', 'javascript:alert(1)', 'http'],
    ['select', ['Signed', 'Open'], 'Signed', 'Signed', 'Maybe', 'Choose one of'],
  ])('%s: stores a valid value and refuses an invalid one with a message', async (type, options, valid, stored, invalid, message) => {
    const field = await newField(type, options);
    const ok = await setValue(member, { fieldId: field.id, subjectType: 'artist', subjectId: artistId, value: valid });
    expect(ok.status).toBe(200);
    expect(ok.data.value).toBe(stored);
    const bad = await setValue(member, { fieldId: field.id, subjectType: 'artist', subjectId: artistId, value: invalid });
    expect(bad.status).toBe(400);
    expect(bad.error?.data.appCode).toBe('VALIDATION');
    expect(bad.error?.message).toContain(message);
    const values = await valuesFor(member, 'artist', artistId);
    expect(values.data.find((item) => item.fieldId === field.id)?.value).toBe(stored);
  });

  it('refuses other invalid numbers, dates and URLs', async () => {
    const number = await newField('number');
    const date = await newField('date');
    const url = await newField('url');
    for (const [field, value] of [
      [number, 'abc'],
      [number, '1e5'],
      [number, '--1'],
      [date, '31.12.2026'],
      [date, '2026-13-01'],
      [url, 'ftp://example.com'],
      [url, 'example.com'],
      [url, 'data:text/html,hi'],
    ] as const) {
      const answer = await setValue(member, { fieldId: field.id, subjectType: 'channel', subjectId: channelId, value });
      expect(answer.status, `${field.type} ${value}`).toBe(400);
    }
  });

  it('removes a value with null or blank text and keeps channel and artist values apart', async () => {
    const field = await newField('text');
    await setValue(member, { fieldId: field.id, subjectType: 'channel', subjectId: channelId, value: 'channel note' });
    await setValue(member, { fieldId: field.id, subjectType: 'artist', subjectId: artistId, value: 'artist note' });
    expect((await valuesFor(member, 'channel', channelId)).data.find((item) => item.fieldId === field.id)?.value).toBe('channel note');
    expect(
      (await setValue(member, { fieldId: field.id, subjectType: 'channel', subjectId: channelId, value: null })).data.value,
    ).toBeNull();
    expect((await valuesFor(member, 'channel', channelId)).data.find((item) => item.fieldId === field.id)?.value).toBeNull();
    await setValue(member, { fieldId: field.id, subjectType: 'artist', subjectId: artistId, value: '   ' });
    expect((await valuesFor(member, 'artist', artistId)).data.find((item) => item.fieldId === field.id)?.value).toBeNull();
  });

  it('answers 404 for an unknown subject and 400 for a malformed one', async () => {
    const field = await newField('text');
    const unknown = await setValue(member, { fieldId: field.id, subjectType: 'artist', subjectId: channelId, value: 'x' });
    expect(unknown.status).toBe(404);
    expect((await valuesFor(member, 'channel', artistId)).status).toBe(404);
    const slug = await valuesFor(member, 'artist', 'fixture-artist');
    expect(slug.status).toBe(400);
    expect(slug.error?.message).toContain('subjectId');
    const badType = await app.mutateUnchecked(member, 'crmValue.setCrmValue', {
      fieldId: field.id,
      subjectType: 'campaign',
      subjectId: artistId,
      value: 'x',
    });
    expect(badType.status).toBe(400);
  });

  it('forbids guests and expired licences to set values', async () => {
    const field = await newField('text');
    const refused = await setValue(guest, { fieldId: field.id, subjectType: 'artist', subjectId: artistId, value: 'guest' });
    expect(refused.status).toBe(403);
    expect(refused.error?.data.appCode).toBe('FORBIDDEN');
    expect((await valuesFor(guest, 'artist', artistId)).error?.data.appCode).toBe('FORBIDDEN');
    const expired = await app.signIn('expired-member@creatorlens.test');
    const late = await setValue(expired, { fieldId: field.id, subjectType: 'artist', subjectId: artistId, value: 'late' });
    expect(late.status).toBe(403);
    expect(late.error?.data.appCode).toBe('LICENSE_EXPIRED');
  });

  it('refuses anonymous callers', async () => {
    expect((await app.query(null, 'crmField.listCrmFields')).status).toBe(401);
  });
});
