import * as z from 'zod/mini';

/**
 * Teams of an organisation (spec §3): limits shared by the API's input schemas, core and the web forms, so a name the
 * form accepts is never refused by the server for its length.
 */
export const TEAM_NAME_MIN_LENGTH = 1;
export const TEAM_NAME_MAX_LENGTH = 60;
/** Most people one request may add to a team; an agency's team is a handful of people, never hundreds. */
export const MAX_TEAM_MEMBERS_PER_REQUEST = 100;

/**
 * A team's name as the create and rename forms and procedures take it: trimmed, then 1 to TEAM_NAME_MAX_LENGTH
 * characters. zod/mini like the other schemas the browser loads; the words for a wrong name are the web's.
 */
export const teamNameSchema = z.string().check(z.trim(), z.minLength(TEAM_NAME_MIN_LENGTH), z.maxLength(TEAM_NAME_MAX_LENGTH));

/** The fields of the create-team and rename-team forms. */
export const teamFormSchema = z.object({ name: teamNameSchema });
