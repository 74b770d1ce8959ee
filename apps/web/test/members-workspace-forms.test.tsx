// @vitest-environment jsdom
import { createElement } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_MAX_LENGTH, ORGANIZATION_NAME_MAX_LENGTH, inviteMemberFormSchema, workspaceFormSchema } from '@creatorlens/contracts';
import { issueMessage, type FieldMessages, type SchemaIssue } from '../src/lib/form/index.ts';
import { translatorIn, withTranslator } from './support/translator.ts';
import { nameFieldForm } from './support/name-form.tsx';
import { INVITE_MESSAGES } from '../src/features/members/invite-dialog.tsx';
import { WORKSPACE_FORM_MESSAGES } from '../src/features/workspace/general-page.tsx';

afterEach(cleanup);

async function messagesIn(
  language: 'de' | 'en',
  schema: typeof inviteMemberFormSchema | typeof workspaceFormSchema,
  values: unknown,
  messages: FieldMessages,
) {
  const i18n = await translatorIn(language);
  const t = i18n.t.bind(i18n);
  const issues = schema.safeParse(values, { reportInput: true }).error?.issues ?? [];
  // The first issue of each field, as the form shows it (a blank address also breaks the address shape).
  const shown: Record<string, string> = {};
  for (const issue of issues) shown[issue.path.join('.')] ??= issueMessage(t, issue as SchemaIssue, messages);
  return shown;
}

describe('the invite dialog', () => {
  const tooLong = `${'x'.repeat(EMAIL_MAX_LENGTH)}@example.com`;

  it('words a blank, a wrong and a too long address in German and English', async () => {
    expect(await messagesIn('en', inviteMemberFormSchema, { email: ' ', role: 'member' }, INVITE_MESSAGES)).toEqual({
      email: 'Please fill in this field.',
    });
    expect(await messagesIn('en', inviteMemberFormSchema, { email: 'not-an-address', role: 'member' }, INVITE_MESSAGES)).toEqual({
      email: 'Please enter a valid email address.',
    });
    expect(await messagesIn('en', inviteMemberFormSchema, { email: tooLong, role: 'member' }, INVITE_MESSAGES)).toEqual({
      email: `Use at most ${EMAIL_MAX_LENGTH} characters.`,
    });
    expect(await messagesIn('de', inviteMemberFormSchema, { email: ' ', role: 'member' }, INVITE_MESSAGES)).toEqual({
      email: 'Bitte füllen Sie dieses Feld aus.',
    });
    expect(await messagesIn('de', inviteMemberFormSchema, { email: 'not-an-address', role: 'member' }, INVITE_MESSAGES)).toEqual({
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    });
    expect(await messagesIn('de', inviteMemberFormSchema, { email: tooLong, role: 'member' }, INVITE_MESSAGES)).toEqual({
      email: `Verwenden Sie höchstens ${EMAIL_MAX_LENGTH} Zeichen.`,
    });
  });

  it('sends the trimmed address and takes only an admin or a member role', () => {
    expect(inviteMemberFormSchema.parse({ email: '  neu@example.com ', role: 'admin' })).toEqual({
      email: 'neu@example.com',
      role: 'admin',
    });
    expect(inviteMemberFormSchema.safeParse({ email: 'neu@example.com', role: 'owner' }).success).toBe(false);
  });
});

const WorkspaceNameForm = nameFieldForm(workspaceFormSchema, {
  defaultValues: { name: 'Nordlicht Agency', defaultLanguage: 'de' },
  messages: WORKSPACE_FORM_MESSAGES,
});

describe('the workspace general form', () => {
  it('words a blank and a too long name in German and English', async () => {
    const tooLong = 'x'.repeat(ORGANIZATION_NAME_MAX_LENGTH + 1);
    expect(await messagesIn('en', workspaceFormSchema, { name: '  ', defaultLanguage: 'en' }, WORKSPACE_FORM_MESSAGES)).toEqual({
      name: 'Please enter a name.',
    });
    expect(await messagesIn('en', workspaceFormSchema, { name: tooLong, defaultLanguage: 'en' }, WORKSPACE_FORM_MESSAGES)).toEqual({
      name: `Use at most ${ORGANIZATION_NAME_MAX_LENGTH} characters.`,
    });
    expect(await messagesIn('de', workspaceFormSchema, { name: '  ', defaultLanguage: 'en' }, WORKSPACE_FORM_MESSAGES)).toEqual({
      name: 'Bitte geben Sie einen Namen ein.',
    });
    expect(await messagesIn('de', workspaceFormSchema, { name: tooLong, defaultLanguage: 'en' }, WORKSPACE_FORM_MESSAGES)).toEqual({
      name: `Verwenden Sie höchstens ${ORGANIZATION_NAME_MAX_LENGTH} Zeichen.`,
    });
    expect(workspaceFormSchema.safeParse({ name: 'X', defaultLanguage: 'fr' }).success).toBe(false);
  });

  it('shows the message under the field on submit, clears it once the name is fixed and sends the name trimmed', async () => {
    for (const [language, words] of [
      ['de', 'Bitte geben Sie einen Namen ein.'],
      ['en', 'Please enter a name.'],
    ] as const) {
      const onSave = vi.fn();
      render(createElement(WorkspaceNameForm, { onSave }), { wrapper: withTranslator(await translatorIn(language)) });
      const input = screen.getByLabelText('Name');
      await act(async () => fireEvent.change(input, { target: { value: '   ' } }));
      await act(async () => fireEvent.submit(input.closest('form')!));
      expect(screen.getByRole('alert').textContent).toBe(words);
      expect(onSave).not.toHaveBeenCalled();

      await act(async () => fireEvent.change(input, { target: { value: '  Nordlicht Media ' } }));
      expect(screen.queryByRole('alert')).toBeNull();
      await act(async () => fireEvent.submit(input.closest('form')!));
      expect(onSave).toHaveBeenCalledTimes(1);
      expect(onSave.mock.calls[0]![0]).toEqual({ name: 'Nordlicht Media', defaultLanguage: 'de' });
      cleanup();
    }
  });
});
