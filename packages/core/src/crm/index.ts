// Exports of the CRM area: organisation-defined fields and their values on artists and channels.
export { listCrmFields, createCrmField, updateCrmField, deleteCrmField, moveCrmField } from './crm-fields.ts';
export { listCrmValuesFor, setCrmValue } from './crm-values.ts';
