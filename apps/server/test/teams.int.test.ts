import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@creatorlens/db';
import { TEAM_NAME_MAX_LENGTH } from '@creatorlens/contracts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { userIdByEmail } from './support/lists-fixtures.ts';
import { expectRefused, signInWorkspaceActors } from './support/workspace-actors.ts';

let app: TestApp;
let actors: Awaited<ReturnType<typeof signInWorkspaceActors>>;

const teams = async (cookie: string) => (await app.query(cookie, 'team.listTeams')).data;
const create = (cookie: string | null, name: string) => app.mutate(cookie, 'team.createTeam', { name });

beforeAll(async () => {
  app = await createTestApp();
  actors = await signInWorkspaceActors(app);
});
afterAll(() => app.close());

describe('team.createTeam, updateTeam, deleteTeam, listTeams', () => {
  it('creates, lists by name, renames and deletes a team of the own organisation', async () => {
    const social = await create(actors.orgAdmin, '  Social Media  ');
    expect(social).toMatchObject({ status: 200, data: { name: 'Social Media' } });
    await create(actors.orgAdmin, 'Brand Partnerships');
    expect((await teams(actors.member)).map((team) => team.name)).toEqual(['Brand Partnerships', 'Social Media']);
    expect((await teams(actors.kesselOwner)).map((team) => team.name)).toEqual([]);

    const renamed = await app.mutate(actors.orgAdmin, 'team.updateTeam', { id: social.data.id, data: { name: 'Social' } });
    expect(renamed).toMatchObject({ status: 200, data: { id: social.data.id, name: 'Social' } });
    // Renaming to its own name in another case is no clash with itself.
    expect((await app.mutate(actors.orgAdmin, 'team.updateTeam', { id: social.data.id, data: { name: 'SOCIAL' } })).status).toBe(200);

    expect((await app.mutate(actors.orgAdmin, 'team.deleteTeam', { id: social.data.id })).status).toBe(200);
    expect((await teams(actors.orgAdmin)).map((team) => team.name)).toEqual(['Brand Partnerships']);
    expectRefused(await app.mutate(actors.orgAdmin, 'team.deleteTeam', { id: social.data.id }), 404, 'NOT_FOUND');
  });

  it('refuses a duplicate name in the organisation regardless of case, but not in another organisation', async () => {
    await create(actors.orgAdmin, 'Creators DACH');
    const again = await create(actors.orgAdmin, 'creators dach');
    expectRefused(again, 409, 'CONFLICT');
    expect(again.error!.message).toContain('already has a team');
    expect((await create(actors.kesselOwner, 'Creators DACH')).status).toBe(200);

    const other = await create(actors.orgAdmin, 'Events');
    expectRefused(
      await app.mutate(actors.orgAdmin, 'team.updateTeam', { id: other.data.id, data: { name: 'CREATORS dach' } }),
      409,
      'CONFLICT',
    );
  });

  it('refuses blank and too long names with a 400 that says why', async () => {
    const blank = await app.mutateUnchecked(actors.orgAdmin, 'team.createTeam', { name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.error!.message).toContain('name: Too small');
    const long = await app.mutateUnchecked(actors.orgAdmin, 'team.createTeam', { name: 'x'.repeat(TEAM_NAME_MAX_LENGTH + 1) });
    expect(long.status).toBe(400);
    expect(long.error!.message).toContain(`name: Too big: expected string to have <=${TEAM_NAME_MAX_LENGTH} characters`);
  });

  it('lets only organisation admins manage teams (members, guests, expired licences and strangers are refused)', async () => {
    const team = await create(actors.orgAdmin, 'Admins only');
    expectRefused(await create(actors.member, 'Sneaky'), 403, 'FORBIDDEN');
    expectRefused(await app.mutate(actors.member, 'team.updateTeam', { id: team.data.id, data: { name: 'x' } }), 403, 'FORBIDDEN');
    expectRefused(await app.mutate(actors.member, 'team.deleteTeam', { id: team.data.id }), 403, 'FORBIDDEN');
    const memberId = await userIdByEmail(app, 'member@creatorlens.test');
    expectRefused(await app.mutate(actors.member, 'team.addMembers', { teamId: team.data.id, userIds: [memberId] }), 403, 'FORBIDDEN');
    expectRefused(await create(actors.guest, 'Guests'), 403, 'FORBIDDEN');
    expectRefused(await app.query(actors.guest, 'team.listTeams'), 403, 'FORBIDDEN');
    expectRefused(await create(actors.expiredAdmin, 'Expired'), 403, 'LICENSE_EXPIRED');
    expectRefused(await create(null, 'Nobody'), 401, 'UNAUTHORIZED');
    // Another organisation's admin cannot touch the team: it answers as if unknown.
    expectRefused(await app.mutate(actors.kesselOwner, 'team.deleteTeam', { id: team.data.id }), 404, 'NOT_FOUND');
  });
});

describe('team.addMembers and team.removeMember', () => {
  it('adds and removes members of the organisation and keeps the member count', async () => {
    const team = await create(actors.orgAdmin, 'Campaign Crew');
    const memberId = await userIdByEmail(app, 'member@creatorlens.test');
    const twoOrgsId = await userIdByEmail(app, 'two-orgs@creatorlens.test');
    const added = await app.mutate(actors.orgAdmin, 'team.addMembers', { teamId: team.data.id, userIds: [memberId, twoOrgsId, memberId] });
    expect(added.status).toBe(200);
    expect(added.data.added.sort()).toEqual([memberId, twoOrgsId].sort());
    const again = await app.mutate(actors.orgAdmin, 'team.addMembers', { teamId: team.data.id, userIds: [memberId] });
    expect(again.data.added).toEqual([]);

    const listed = (await teams(actors.member)).find((row) => row.id === team.data.id)!;
    expect(listed.members.map((person) => person.userId).sort()).toEqual([memberId, twoOrgsId].sort());
    expect(listed.isMine).toBe(true);
    const [stored] = await app.db().select().from(schema.team).where(eq(schema.team.id, team.data.id));
    expect(stored!.memberCount).toBe(2);

    expect((await app.mutate(actors.orgAdmin, 'team.removeMember', { teamId: team.data.id, userId: twoOrgsId })).status).toBe(200);
    expectRefused(await app.mutate(actors.orgAdmin, 'team.removeMember', { teamId: team.data.id, userId: twoOrgsId }), 404, 'NOT_FOUND');
    expect((await teams(actors.orgAdmin)).find((row) => row.id === team.data.id)!.members).toHaveLength(1);
  });

  it('refuses a person of another organisation and writes nothing', async () => {
    const team = await create(actors.orgAdmin, 'Closed Circle');
    const memberId = await userIdByEmail(app, 'member@creatorlens.test');
    const strangerId = await userIdByEmail(app, 'expired-admin@creatorlens.test');
    const refused = await app.mutate(actors.orgAdmin, 'team.addMembers', { teamId: team.data.id, userIds: [memberId, strangerId] });
    expectRefused(refused, 400, 'VALIDATION');
    expect(refused.error!.message).toContain('Only members of your organisation');
    expect((await teams(actors.orgAdmin)).find((row) => row.id === team.data.id)!.members).toEqual([]);
    const empty = await app.mutateUnchecked(actors.orgAdmin, 'team.addMembers', { teamId: team.data.id, userIds: [] });
    expect(empty.status).toBe(400);
  });
});
