// @vitest-environment jsdom
import { createElement } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CRM_FIELD_NAME_MAX_LENGTH } from '@creatorlens/contracts';
import { Dialog } from '@creatorlens/ui';
import { CrmFieldEditor, type CrmField } from '../src/features/crm/crm-field-dialog.tsx';
import { toCrmFieldInput } from '../src/features/crm/crm-field-form.ts';
import { translatorIn, withTranslator } from './support/translator.ts';

afterEach(cleanup);

const WORDS = {
  de: {
    name: 'Name',
    type: 'Typ',
    create: 'Feld anlegen',
    addOption: 'Option hinzufügen',
    nameRequired: 'Bitte geben Sie einen Namen ein.',
    tooLong: `Verwenden Sie höchstens ${CRM_FIELD_NAME_MAX_LENGTH} Zeichen.`,
    optionsRequired: 'Ein Auswahlfeld braucht mindestens eine Option.',
    optionsTwice: 'Jede Option darf nur einmal vorkommen.',
  },
  en: {
    name: 'Name',
    type: 'Type',
    create: 'Create field',
    addOption: 'Add option',
    nameRequired: 'Please enter a name.',
    tooLong: `Use at most ${CRM_FIELD_NAME_MAX_LENGTH} characters.`,
    optionsRequired: 'A select field needs at least one option.',
    optionsTwice: 'Each option may appear only once.',
  },
} as const;

async function renderEditor(language: 'de' | 'en', field?: CrmField) {
  const onSave = vi.fn();
  render(
    createElement(
      Dialog,
      { open: true },
      createElement(CrmFieldEditor, { field, isSaving: false, failure: null, onSave, onCancel: () => {} }),
    ),
    { wrapper: withTranslator(await translatorIn(language)) },
  );
  const dialog = screen.getByRole('dialog');
  const submit = () => act(async () => fireEvent.submit(dialog.querySelector('form')!));
  const type = (value: string, label: string) =>
    act(async () => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } }));
  return { dialog, onSave, submit, type };
}

const alerts = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('alert')
    .map((alert) => alert.textContent);

describe('the CRM field dialog', () => {
  it.each(['de', 'en'] as const)(
    'words a blank and a too long name (%s) and clears the message once the name is fixed',
    async (language) => {
      const words = WORDS[language];
      const { dialog, onSave, submit, type } = await renderEditor(language);
      await submit();
      expect(alerts(dialog)).toEqual([words.nameRequired]);
      // The input's maxLength stops typing; a pasted or scripted value still meets the schema's limit.
      await type('x'.repeat(CRM_FIELD_NAME_MAX_LENGTH + 1), words.name);
      expect(alerts(dialog)).toEqual([words.tooLong]);
      await type('  Manager e-mail ', words.name);
      expect(alerts(dialog)).toEqual([]);
      await submit();
      expect(onSave).toHaveBeenCalledTimes(1);
      expect(toCrmFieldInput(onSave.mock.calls[0]![0])).toEqual({ name: 'Manager e-mail', type: 'text', options: [] });
    },
  );

  it.each(['de', 'en'] as const)(
    'wants one option for a select and no option twice (%s), then sends the cleaned list',
    async (language) => {
      const words = WORDS[language];
      const { dialog, onSave, submit, type } = await renderEditor(language);
      await type('Deal status', words.name);
      await type('select', words.type);
      await submit();
      expect(alerts(dialog)).toEqual([words.optionsRequired]);

      await type(' Open ', 'Option 1');
      expect(alerts(dialog)).toEqual([]);
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: words.addOption })));
      await type('open', 'Option 2');
      await submit();
      expect(alerts(dialog)).toEqual([words.optionsTwice]);
      expect(onSave).not.toHaveBeenCalled();

      await type('Won', 'Option 2');
      expect(alerts(dialog)).toEqual([]);
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: words.addOption })));
      await submit();
      expect(onSave).toHaveBeenCalledTimes(1);
      // The blank third row is dropped, the others trimmed: what the procedure stores.
      expect(toCrmFieldInput(onSave.mock.calls[0]![0])).toEqual({ name: 'Deal status', type: 'select', options: ['Open', 'Won'] });
    },
  );

  it('starts an existing select field from its stored options and sends none once it becomes a text field', async () => {
    const field: CrmField = { id: 'f1', name: 'Status', type: 'select', options: ['Open', 'Won'], idx: 0, valueCount: 0 };
    const { dialog, onSave, submit, type } = await renderEditor('en', field);
    expect((within(dialog).getByLabelText('Option 2') as HTMLInputElement).value).toBe('Won');
    await type('text', 'Type');
    await submit();
    expect(toCrmFieldInput(onSave.mock.calls[0]![0])).toEqual({ name: 'Status', type: 'text', options: [] });
  });
});
