import { and, asc, eq } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import type { CrmFieldType, CrmSubjectType } from '@creatorlens/db/schema';
import { AppError } from '../errors.ts';
import { requireOrganization, requirePermission } from '../permissions/index.ts';
import { requireCollaborationSubject } from '../comments/index.ts';
import { checkCrmValue } from './crm-value-rules.ts';
import type { Dependencies } from '../dependencies.ts';

interface CrmFieldValueView {
  fieldId: string;
  name: string;
  type: CrmFieldType;
  options: string[];
  /** Null when this artist or channel has no value for the field yet. */
  value: string | null;
  /** Epoch milliseconds of the last change, null without a value. */
  updatedAt: number | null;
}

interface SubjectInput {
  subjectType: CrmSubjectType;
  /** Artist id or channel id (both uuids). */
  subjectId: string;
}

/** Every CRM field of the organisation with this artist's or channel's value, in field order. */
export async function listCrmValuesFor({ db, actor }: Dependencies, input: SubjectInput): Promise<CrmFieldValueView[]> {
  requirePermission(actor, 'read', 'crm_field');
  const organizationId = requireOrganization(actor);
  await requireCollaborationSubject(db, organizationId, input.subjectType, input.subjectId, actor);
  const rows = await db
    .select({
      fieldId: schema.crmField.id,
      name: schema.crmField.name,
      type: schema.crmField.type,
      options: schema.crmField.options,
      value: schema.crmValue.value,
      updatedAt: schema.crmValue.updatedAt,
    })
    .from(schema.crmField)
    .leftJoin(
      schema.crmValue,
      and(
        eq(schema.crmValue.fieldId, schema.crmField.id),
        // The organisation condition is redundant with the field's, kept so the join can never cross organisations.
        eq(schema.crmValue.organizationId, organizationId),
        eq(schema.crmValue.subjectType, input.subjectType),
        eq(schema.crmValue.subjectId, input.subjectId),
      ),
    )
    .where(eq(schema.crmField.organizationId, organizationId))
    .orderBy(asc(schema.crmField.idx), asc(schema.crmField.createdAt), asc(schema.crmField.id));
  return rows.map((row) => ({ ...row, value: row.value ?? null, updatedAt: row.updatedAt?.getTime() ?? null }));
}

/**
 * Sets (or with null or blank text, removes) one field's value on an artist or channel. The value is checked
 * against the field's type; a value of another organisation's field answers NOT_FOUND.
 */
export async function setCrmValue(
  { db, actor }: Dependencies,
  input: SubjectInput & { fieldId: string; value: string | null },
): Promise<{ fieldId: string; value: string | null; updatedAt: number | null }> {
  requirePermission(actor, 'update', 'crm_value');
  const organizationId = requireOrganization(actor);
  await requireCollaborationSubject(db, organizationId, input.subjectType, input.subjectId, actor);
  const [field] = await db
    .select({ id: schema.crmField.id, type: schema.crmField.type, options: schema.crmField.options })
    .from(schema.crmField)
    .where(and(eq(schema.crmField.id, input.fieldId), eq(schema.crmField.organizationId, organizationId)));
  if (!field) throw new AppError('NOT_FOUND', 'No CRM field with this id exists in your organisation.');

  const subject = and(
    eq(schema.crmValue.fieldId, field.id),
    eq(schema.crmValue.subjectType, input.subjectType),
    eq(schema.crmValue.subjectId, input.subjectId),
  );
  if (input.value === null || input.value.trim() === '') {
    await db.delete(schema.crmValue).where(subject);
    return { fieldId: field.id, value: null, updatedAt: null };
  }
  const checked = checkCrmValue(field, input.value);
  if (!checked.ok) throw new AppError('VALIDATION', `value: ${checked.message}`);
  const now = new Date();
  await db
    .insert(schema.crmValue)
    .values({
      fieldId: field.id,
      subjectType: input.subjectType,
      subjectId: input.subjectId,
      organizationId,
      value: checked.value,
      updatedById: actor.userId,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [schema.crmValue.fieldId, schema.crmValue.subjectType, schema.crmValue.subjectId],
      set: { value: checked.value, updatedById: actor.userId, updatedAt: now },
    });
  return { fieldId: field.id, value: checked.value, updatedAt: now.getTime() };
}
