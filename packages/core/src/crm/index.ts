// Exports of the CRM area: organisation-defined fields and their values on artists and channels.
export * from './crm-value-rules.ts';
export * from './crm-fields.ts';
export * from './crm-values.ts';
