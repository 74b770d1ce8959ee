import { and, asc, count, eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import type { CrmFieldType } from '@creatorlens/db/schema';
import { AppError } from '../errors.ts';
import { requireOrganization, requirePermission } from '../permissions/index.ts';
import { CRM_MAX_FIELDS, normaliseSelectOptions } from './crm-value-rules.ts';
import type { Dependencies, Transaction } from '../dependencies.ts';

interface CrmFieldView {
  id: string;
  name: string;
  type: CrmFieldType;
  options: string[];
  idx: number;
  /** How many artists and channels have a value for this field (what deleting it would remove). */
  valueCount: number;
}

const valueCountSql = sql<number>`(select count(*) from ${schema.crmValue} where ${schema.crmValue.fieldId} = ${schema.crmField.id})::int`;

async function selectFields(db: Database | Transaction, organizationId: string): Promise<CrmFieldView[]> {
  const rows = await db
    .select({
      id: schema.crmField.id,
      name: schema.crmField.name,
      type: schema.crmField.type,
      options: schema.crmField.options,
      idx: schema.crmField.idx,
      valueCount: valueCountSql,
    })
    .from(schema.crmField)
    .where(eq(schema.crmField.organizationId, organizationId))
    .orderBy(asc(schema.crmField.idx), asc(schema.crmField.createdAt), asc(schema.crmField.id));
  return rows.map((row) => ({ ...row, valueCount: Number(row.valueCount) }));
}

/** The organisation's CRM fields in display order; every member may read them. */
export async function listCrmFields({ db, actor }: Dependencies): Promise<CrmFieldView[]> {
  requirePermission(actor, 'read', 'crm_field');
  return selectFields(db, requireOrganization(actor));
}

function cleanOptions(type: CrmFieldType, options: string[] | undefined): string[] {
  if (type !== 'select') return [];
  const result = normaliseSelectOptions(options ?? []);
  if (!result.ok) throw new AppError('VALIDATION', result.message);
  return result.options;
}

async function requireUniqueName(tx: Transaction, organizationId: string, name: string, exceptId?: string): Promise<void> {
  const [clash] = await tx
    .select({ id: schema.crmField.id })
    .from(schema.crmField)
    .where(and(eq(schema.crmField.organizationId, organizationId), sql`lower(${schema.crmField.name}) = lower(${name})`));
  if (clash && clash.id !== exceptId) throw new AppError('CONFLICT', `A field called "${name}" already exists.`);
}

async function requireField(tx: Transaction, organizationId: string, id: string) {
  const [field] = await tx
    .select()
    .from(schema.crmField)
    .where(and(eq(schema.crmField.id, id), eq(schema.crmField.organizationId, organizationId)));
  if (!field) throw new AppError('NOT_FOUND', 'No CRM field with this id exists in your organisation.');
  return field;
}

async function countValues(tx: Transaction, fieldId: string, value?: string): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(schema.crmValue)
    .where(and(eq(schema.crmValue.fieldId, fieldId), value === undefined ? undefined : eq(schema.crmValue.value, value)));
  return Number(row?.total ?? 0);
}

/** Adds a field at the end of the organisation's list (organisation admins). */
export async function createCrmField(
  { db, actor }: Dependencies,
  input: { name: string; type: CrmFieldType; options?: string[] | undefined },
): Promise<CrmFieldView> {
  requirePermission(actor, 'create', 'crm_field');
  const organizationId = requireOrganization(actor);
  const name = input.name.trim();
  const options = cleanOptions(input.type, input.options);
  const id = await db.transaction(async (tx) => {
    const [existing] = await tx.select({ total: count() }).from(schema.crmField).where(eq(schema.crmField.organizationId, organizationId));
    const total = Number(existing?.total ?? 0);
    if (total >= CRM_MAX_FIELDS) throw new AppError('LIMIT_EXCEEDED', `An organisation has at most ${CRM_MAX_FIELDS} CRM fields.`);
    await requireUniqueName(tx, organizationId, name);
    const [row] = await tx
      .insert(schema.crmField)
      .values({ organizationId, name, type: input.type, options, idx: total })
      .returning({ id: schema.crmField.id });
    if (!row) throw new Error('crm_field insert returned nothing');
    return row.id;
  });
  return findView(db, organizationId, id);
}

async function findView(db: Database, organizationId: string, id: string): Promise<CrmFieldView> {
  const view = (await selectFields(db, organizationId)).find((field) => field.id === id);
  if (!view) throw new AppError('NOT_FOUND', 'No CRM field with this id exists in your organisation.');
  return view;
}

/**
 * Renames a field or changes its options or type (organisation admins). The type is fixed once values exist,
 * and an option still in use cannot be removed: either would silently turn stored values invalid.
 */
export async function updateCrmField(
  { db, actor }: Dependencies,
  input: { id: string; data: { name?: string | undefined; type?: CrmFieldType | undefined; options?: string[] | undefined } },
): Promise<CrmFieldView> {
  requirePermission(actor, 'update', 'crm_field');
  const organizationId = requireOrganization(actor);
  await db.transaction(async (tx) => {
    const field = await requireField(tx, organizationId, input.id);
    const name = input.data.name?.trim() ?? field.name;
    if (name.toLocaleLowerCase() !== field.name.toLocaleLowerCase()) await requireUniqueName(tx, organizationId, name, field.id);
    const type = input.data.type ?? field.type;
    if (type !== field.type) {
      const inUse = await countValues(tx, field.id);
      if (inUse > 0) {
        throw new AppError(
          'CONFLICT',
          `The type cannot change while ${inUse} value(s) exist; delete the field and create a new one instead.`,
        );
      }
    }
    const options =
      input.data.options !== undefined || type !== field.type ? cleanOptions(type, input.data.options ?? field.options) : field.options;
    if (type === 'select' && field.type === 'select') {
      for (const removed of field.options.filter((option) => !options.includes(option))) {
        const inUse = await countValues(tx, field.id, removed);
        if (inUse > 0) throw new AppError('CONFLICT', `The option "${removed}" is used by ${inUse} value(s); change those first.`);
      }
    }
    await tx.update(schema.crmField).set({ name, type, options }).where(eq(schema.crmField.id, field.id));
  });
  return findView(db, organizationId, input.id);
}

/** Deletes a field and, with it, all its values (organisation admins); answers how many values went. */
export async function deleteCrmField(
  { db, actor }: Dependencies,
  input: { id: string },
): Promise<{ id: string; deletedValueCount: number }> {
  requirePermission(actor, 'delete', 'crm_field');
  const organizationId = requireOrganization(actor);
  return db.transaction(async (tx) => {
    const field = await requireField(tx, organizationId, input.id);
    const deletedValueCount = await countValues(tx, field.id);
    await tx.delete(schema.crmField).where(eq(schema.crmField.id, field.id));
    await renumber(tx, await selectFields(tx, organizationId));
    return { id: field.id, deletedValueCount };
  });
}

async function renumber(tx: Transaction, ordered: { id: string; idx: number }[]): Promise<void> {
  for (const [idx, field] of ordered.entries()) {
    if (field.idx !== idx) await tx.update(schema.crmField).set({ idx }).where(eq(schema.crmField.id, field.id));
  }
}

/** Moves a field to a position (0-based, clamped to the list) and renumbers the rest (organisation admins). */
export async function moveCrmField({ db, actor }: Dependencies, input: { id: string; toIndex: number }): Promise<CrmFieldView[]> {
  requirePermission(actor, 'update', 'crm_field');
  const organizationId = requireOrganization(actor);
  await db.transaction(async (tx) => {
    await requireField(tx, organizationId, input.id);
    const fields = await selectFields(tx, organizationId);
    const from = fields.findIndex((field) => field.id === input.id);
    const [moving] = fields.splice(from, 1);
    const to = Math.max(0, Math.min(input.toIndex, fields.length));
    fields.splice(to, 0, moving!);
    await renumber(tx, fields);
  });
  return selectFields(db, organizationId);
}
