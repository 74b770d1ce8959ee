export { useSchemaForm, type SchemaFormOptions } from './use-schema-form.ts';
export { useTranslatedSchemaForm } from './use-translated-schema-form.ts';
export { issueMessage, type FieldMessages, type IssueKind, type SchemaIssue } from './issue-message.ts';
export { fieldError } from './field-error.ts';
