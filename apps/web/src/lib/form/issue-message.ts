import type { ParseKeys, TFunction } from 'i18next';

/**
 * The facts of a schema issue a message needs, as zod hands them to an error map (zod/v4/core's raw issue, narrowed
 * to what is read here so the file stays independent of zod's internal types).
 */
export interface SchemaIssue {
  code: string;
  path?: readonly PropertyKey[];
  input?: unknown;
  origin?: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  /** A custom check's message: a catalogue key (the web app's own refinements give keys, never words). */
  message?: string;
}

/** Kinds of break a form may word itself: the zod issue code, or "required" for an empty required field. */
export type IssueKind = 'required' | 'too_small' | 'too_big' | 'invalid_format' | 'invalid_type' | 'custom';

/** A form's own words for some fields, by field path ("name", "members.0.email") and kind of break. */
export type FieldMessages = Readonly<Record<string, Partial<Record<IssueKind, ParseKeys>>>>;

const isEmpty = (input: unknown) => input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/** Which kind of break the issue is; a too-short string whose minimum is 1 is an empty field. */
function issueKind(issue: SchemaIssue): IssueKind {
  if (issue.code === 'invalid_type' && isEmpty(issue.input)) return 'required';
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) <= 1) return 'required';
  return (['too_small', 'too_big', 'invalid_format', 'invalid_type', 'custom'] as const).find((kind) => kind === issue.code) ?? 'custom';
}

/** The words the form library uses when a form has none of its own for that break. */
function defaultMessage(t: TFunction, issue: SchemaIssue, kind: IssueKind): string {
  const min = Number(issue.minimum);
  const max = Number(issue.maximum);
  switch (kind) {
    case 'required':
      return t('Form.required');
    case 'too_small':
      if (issue.origin === 'array' || issue.origin === 'set') return t('Form.choose-one');
      if (issue.origin === 'string') return t('Form.too-short', { count: min });
      return t('Form.at-least', { min });
    case 'too_big':
      if (issue.origin === 'array' || issue.origin === 'set') return t('Form.too-many', { count: max });
      if (issue.origin === 'string') return t('Form.too-long', { count: max });
      return t('Form.at-most', { max });
    case 'invalid_format':
      if (issue.format === 'email') return t('Form.invalid-email');
      if (issue.format === 'url') return t('Form.invalid-url');
      return t('Form.invalid');
    case 'invalid_type':
      if (issue.format === 'safeint' || issue.format === 'int32') return t('Form.whole-number');
      return t('Form.invalid');
    case 'custom':
      return issue.message ? t(issue.message as ParseKeys) : t('Form.invalid');
  }
}

/**
 * The translated message for one schema issue: the form's own words for that field and break if it has them
 * (with the limits as {{count}}, {{min}} and {{max}}), else the library's. The schema, shared with the server, says
 * only what is allowed; the words stay in the catalogues.
 */
export function issueMessage(t: TFunction, issue: SchemaIssue, fieldMessages: FieldMessages = {}): string {
  const kind = issueKind(issue);
  const key = fieldMessages[(issue.path ?? []).map(String).join('.')]?.[kind];
  if (!key) return defaultMessage(t, issue, kind);
  const limit = Number(kind === 'too_big' ? issue.maximum : issue.minimum);
  return t(key, { count: limit, min: Number(issue.minimum), max: Number(issue.maximum) });
}
