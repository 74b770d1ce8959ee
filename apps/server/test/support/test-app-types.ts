import type { TestApp } from './test-app.ts';

/**
 * Compile-time checks, never run: the test client stays tied to AppRouter. If its types ever decay (to string paths
 * or any), these lines stop being errors and the typecheck fails on the unused @ts-expect-error.
 */
export async function typeChecksOfTheTestClient(app: TestApp): Promise<void> {
  // @ts-expect-error: no such procedure
  await app.query(null, 'campaign.noSuchProcedure');
  // @ts-expect-error: a mutation is not a query
  await app.query(null, 'campaign.createCampaign', { name: 'x' });
  // @ts-expect-error: the input is the procedure's own
  await app.mutate(null, 'campaign.createCampaign', { title: 'x' });
  // @ts-expect-error: a procedure that needs input refuses a call without it
  await app.query(null, 'campaign.getCampaign');
  const campaigns = await app.query(null, 'campaign.listCampaigns');
  // @ts-expect-error: the answer is the procedure's output
  void campaigns.data[0]?.noSuchField;
  // The escape hatch still checks the path.
  // @ts-expect-error: no such procedure
  await app.mutateUnchecked(null, 'campaign.noSuchProcedure', {});
}
