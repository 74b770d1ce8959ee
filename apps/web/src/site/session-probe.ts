import { queryPublicProcedure } from './public-api.ts';

/**
 * Asks the server who is signed in before "/" decides between the landing's small entry (visitors) and the full app
 * (home). Returns the session (handed to the app's query cache, so it is not fetched twice), null for a visitor, or
 * undefined when the answer is unknown (then the full app decides, as on every other path).
 */
export async function probeSession(): Promise<unknown> {
  try {
    return await queryPublicProcedure('user.getSessionUser', undefined);
  } catch {
    return undefined;
  }
}
