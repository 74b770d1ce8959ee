import { describe, expect, it } from 'vitest';
import { toEditableText, toStoredBody } from '../src/features/comments/mention-text.ts';
import { checkCrmInput, safeHttpUrl } from '../src/features/crm/crm-value-check.ts';

describe('composer mention text', () => {
  it('turns picked @Name text into stored mentions, longest name first', () => {
    const mentions = [
      { id: 'u1', name: 'Mia' },
      { id: 'u2', name: 'Mia Mitglied' },
    ];
    expect(toStoredBody('@Mia Mitglied and @Mia, not @Ole', mentions)).toBe('@[Mia Mitglied](u2) and @[Mia](u1), not @Ole');
  });

  it('round-trips a stored comment through the editor', () => {
    const edit = toEditableText([
      { type: 'text', text: 'Hi ' },
      { type: 'mention', userId: 'u1', name: 'Mia Mitglied' },
      { type: 'text', text: '!' },
    ]);
    expect(edit).toEqual({ text: 'Hi @Mia Mitglied!', mentions: [{ id: 'u1', name: 'Mia Mitglied' }] });
    expect(toStoredBody(edit.text, edit.mentions)).toBe('Hi @[Mia Mitglied](u1)!');
  });
});

describe('CRM input check', () => {
  it('mirrors the server rules and links only http(s)', () => {
    expect(checkCrmInput('number', [], '12.5')).toBeNull();
    // Numbers are read in the UI language (issue 39): a comma decimal in English is the other language's mark.
    expect(checkCrmInput('number', [], '12,5')).toBe('Numbers.ambiguous');
    expect(checkCrmInput('number', [], 'zwölf')).toBe('Crm.invalid-number');
    expect(checkCrmInput('number', [], '1.500,5', 'de')).toBeNull();
    expect(checkCrmInput('number', [], '1.5', 'de')).toBe('Numbers.ambiguous');
    expect(checkCrmInput('select', ['A'], 'B')).toBe('Crm.invalid-select');
    expect(checkCrmInput('url', [], 'javascript:alert(1)')).toBe('Crm.invalid-url');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('https://example.com')).toBe('https://example.com/');
  });
});
