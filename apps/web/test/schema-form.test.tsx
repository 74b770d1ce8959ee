// @vitest-environment jsdom
import { createElement } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { TEAM_NAME_MAX_LENGTH, teamFormSchema } from '@creatorlens/contracts';
import { Field, Input } from '@creatorlens/ui';
import { fieldError, issueMessage, useSchemaForm } from '../src/lib/form/index.ts';
import { translatorIn, withTranslator } from './support/translator.ts';
import { nameFieldForm } from './support/name-form.tsx';
import { TEAM_NAME_MESSAGES } from '../src/features/teams/team-errors.ts';

afterEach(cleanup);

const TeamNameForm = nameFieldForm(teamFormSchema, { defaultValues: { name: '' }, messages: TEAM_NAME_MESSAGES });

describe('useSchemaForm with a schema from contracts', () => {
  it('words a blank and a too long name in German, clears the message once fixed and submits the trimmed value', async () => {
    const i18n = await translatorIn('de');
    const onSave = vi.fn();
    render(createElement(TeamNameForm, { onSave }), {
      wrapper: withTranslator(i18n),
    });
    const input = screen.getByLabelText('Name');
    await act(async () => fireEvent.submit(input.closest('form')!));
    expect(screen.getByRole('alert').textContent).toBe('Bitte geben Sie einen Namen für das Team ein.');
    expect(input.getAttribute('aria-invalid')).toBe('true');

    await act(async () => fireEvent.change(input, { target: { value: 'x'.repeat(TEAM_NAME_MAX_LENGTH + 1) } }));
    expect(screen.getByRole('alert').textContent).toBe(`Ein Teamname hat höchstens ${TEAM_NAME_MAX_LENGTH} Zeichen.`);

    await act(async () => fireEvent.change(input, { target: { value: '  Creators DACH ' } }));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => fireEvent.submit(input.closest('form')!));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0]).toEqual({ name: 'Creators DACH' });
  });
});

describe('issueMessage', () => {
  // reportInput: the error map the form library installs sees each issue's input, as these do.
  const issuesOf = (schema: z.ZodMiniType, value: unknown) => schema.safeParse(value, { reportInput: true }).error!.issues;

  it('gives the library words for each kind of break, with the limits', async () => {
    const i18n = await translatorIn('en');
    const t = i18n.t.bind(i18n);
    const schema = z.object({
      title: z.string().check(z.minLength(3), z.maxLength(5)),
      email: z.email(),
      seats: z.number().check(z.int(), z.gte(1), z.lte(50)),
      tags: z.array(z.string()).check(z.minLength(1)),
      note: z.string().check(z.refine((text) => !text.includes('<'), 'Form.invalid')),
    });
    const message = (value: Record<string, unknown>) => issuesOf(schema, value).map((issue) => issueMessage(t, issue));
    const valid = { title: 'abcd', email: 'a@b.de', seats: 2, tags: ['x'], note: '' };
    expect(message({ ...valid, title: 'ab' })).toEqual(['Use at least 3 characters.']);
    expect(message({ ...valid, title: 'abcdef' })).toEqual(['Use at most 5 characters.']);
    expect(message({ ...valid, title: undefined })).toEqual(['Please fill in this field.']);
    expect(message({ ...valid, email: 'nope' })).toEqual(['Enter an email address such as name@example.com.']);
    expect(message({ ...valid, seats: 1.5 })).toEqual(['Enter a whole number.']);
    expect(message({ ...valid, seats: 0 })).toEqual(['Enter a number of at least 1.']);
    expect(message({ ...valid, seats: 51 })).toEqual(['Enter a number of at most 50.']);
    expect(message({ ...valid, tags: [] })).toEqual(['Choose at least one.']);
    expect(message({ ...valid, note: '<b>' })).toEqual(['This value is not valid.']);
  });

  it("takes the form's own words for a field by path, with {{max}} and {{count}}", async () => {
    const i18n = await translatorIn('en');
    const t = i18n.t.bind(i18n);
    const [issue] = issuesOf(teamFormSchema, { name: 'x'.repeat(TEAM_NAME_MAX_LENGTH + 1) });
    expect(issueMessage(t, issue!, TEAM_NAME_MESSAGES)).toBe(`A team name has at most ${TEAM_NAME_MAX_LENGTH} characters.`);
  });
});

describe('a check that carries a catalogue key', () => {
  // zod 4 lets a check's own message win over the form's error map: the library still shows words, never the key.
  const schema = z.object({ password: z.string(), confirmation: z.string() }).check(
    z.refine((values) => values.password === values.confirmation, {
      message: 'Security.validation.passwords-mismatch',
      path: ['confirmation'],
    }),
  );

  function ConfirmForm() {
    const form = useSchemaForm(schema, { defaultValues: { password: '', confirmation: '' } });
    return (
      <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
        <Field label="Passwort" error={fieldError(form.formState.errors, 'password')}>
          <Input {...form.register('password')} />
        </Field>
        <Field label="Wiederholung" error={fieldError(form.formState.errors, 'confirmation')}>
          <Input {...form.register('confirmation')} />
        </Field>
      </form>
    );
  }

  it('shows the translated words under the field (German)', async () => {
    const i18n = await translatorIn('de');
    render(createElement(ConfirmForm), { wrapper: withTranslator(i18n) });
    await act(async () => fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'eins-zwei-drei' } }));
    await act(async () => fireEvent.submit(screen.getByLabelText('Passwort').closest('form')!));
    const alert = screen.getByRole('alert').textContent ?? '';
    expect(alert).toBe(i18n.t('Security.validation.passwords-mismatch'));
    expect(alert).not.toContain('Security.validation');
  });
});
