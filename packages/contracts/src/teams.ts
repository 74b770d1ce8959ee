/**
 * Teams of an organisation (spec §3): limits shared by the API's input schemas, core and the web forms, so a name the
 * form accepts is never refused by the server for its length.
 */
export const TEAM_NAME_MIN_LENGTH = 1;
export const TEAM_NAME_MAX_LENGTH = 60;
/** Most people one request may add to a team; an agency's team is a handful of people, never hundreds. */
export const MAX_TEAM_MEMBERS_PER_REQUEST = 100;
