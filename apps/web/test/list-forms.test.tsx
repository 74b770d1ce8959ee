// @vitest-environment jsdom
import { createElement } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIST_NAME_MAX_LENGTH, SHARE_PASSWORD_MIN_LENGTH, listNameFormSchema } from '@creatorlens/contracts';
import { Field, Input } from '@creatorlens/ui';
import { fieldError, issueMessage, useSchemaForm } from '../src/lib/form/index.ts';
import { translatorIn, withTranslator } from './support/translator.ts';
import { LIST_NAME_MESSAGES } from '../src/features/lists/list-name-messages.ts';
import { COLUMN_NAME_MESSAGES } from '../src/features/campaigns/campaign-form-messages.ts';
import { SHARE_FORM_MESSAGES, shareFormSchema } from '../src/features/shares/share-form.ts';

afterEach(cleanup);

const validShare = { figures: ['followers'], includeNotes: false, includeBudgets: false, expiresInDays: 30, password: '' };

describe('the list name forms (create list, add column)', () => {
  it('word a blank and a too long name in German and English; the add-column form says it is the column name', async () => {
    const issueOf = (name: string) => listNameFormSchema.safeParse({ name }, { reportInput: true }).error!.issues[0]!;
    const german = await translatorIn('de');
    const english = await translatorIn('en');
    const tooLong = 'x'.repeat(LIST_NAME_MAX_LENGTH + 1);
    expect(issueMessage(german.t.bind(german), issueOf('   '), LIST_NAME_MESSAGES)).toBe('Bitte geben Sie einen Namen ein.');
    expect(issueMessage(german.t.bind(german), issueOf(tooLong), LIST_NAME_MESSAGES)).toBe(
      `Ein Name hat höchstens ${LIST_NAME_MAX_LENGTH} Zeichen.`,
    );
    expect(issueMessage(english.t.bind(english), issueOf(''), LIST_NAME_MESSAGES)).toBe('Enter a name.');
    expect(issueMessage(english.t.bind(english), issueOf(tooLong), LIST_NAME_MESSAGES)).toBe(
      `A name has at most ${LIST_NAME_MAX_LENGTH} characters.`,
    );
    expect(issueMessage(english.t.bind(english), issueOf(' '), COLUMN_NAME_MESSAGES)).toBe('The column name must not be empty.');
    expect(issueMessage(german.t.bind(german), issueOf(' '), COLUMN_NAME_MESSAGES)).toBe('Der Spaltenname darf nicht leer sein.');
  });
});

function PasswordForm({ onSave }: { onSave: (values: unknown) => void }) {
  const form = useSchemaForm(shareFormSchema, { defaultValues: validShare as never, messages: SHARE_FORM_MESSAGES });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)}>
      <Field label="Password" error={fieldError(form.formState.errors, 'password')}>
        <Input {...form.register('password')} />
      </Field>
      <button type="submit">Create</button>
    </form>
  );
}

describe('the share dialog form', () => {
  it('words a too short password with the minimum in German and English, and sends no password when it is empty', async () => {
    for (const [language, words] of [
      ['de', `Das Passwort braucht mindestens ${SHARE_PASSWORD_MIN_LENGTH} Zeichen.`],
      ['en', `The password needs at least ${SHARE_PASSWORD_MIN_LENGTH} characters.`],
    ] as const) {
      const i18n = await translatorIn(language);
      const onSave = vi.fn();
      render(createElement(PasswordForm, { onSave }), {
        wrapper: withTranslator(i18n),
      });
      const input = screen.getByLabelText('Password');
      await act(async () => fireEvent.change(input, { target: { value: 'short' } }));
      await act(async () => fireEvent.submit(input.closest('form')!));
      expect(screen.getByRole('alert').textContent).toBe(words);
      expect(onSave).not.toHaveBeenCalled();

      await act(async () => fireEvent.change(input, { target: { value: '' } }));
      expect(screen.queryByRole('alert')).toBeNull();
      await act(async () => fireEvent.submit(input.closest('form')!));
      expect(onSave).toHaveBeenCalledTimes(1);
      expect(onSave.mock.calls[0]![0]).toEqual({ ...validShare, password: undefined });
      cleanup();
    }
  });
});
