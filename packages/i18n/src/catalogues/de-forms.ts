/**
 * Deutsch: was ein Formular zu einem Feld sagt, dessen Wert gegen sein Schema verstößt (apps/web/src/lib/form).
 */
export const deForms = {
  Form: {
    required: 'Bitte füllen Sie dieses Feld aus.',
    'too-short': 'Verwenden Sie mindestens {{count}} Zeichen.',
    'too-long': 'Verwenden Sie höchstens {{count}} Zeichen.',
    'at-least': 'Geben Sie eine Zahl von mindestens {{min}} ein.',
    'at-most': 'Geben Sie eine Zahl von höchstens {{max}} ein.',
    'whole-number': 'Geben Sie eine ganze Zahl ein.',
    'choose-one': 'Wählen Sie mindestens eines aus.',
    'too-many': 'Wählen Sie höchstens {{count}} aus.',
    'invalid-email': 'Geben Sie eine E-Mail-Adresse wie name@beispiel.de ein.',
    'invalid-url': 'Geben Sie eine Webadresse ein, die mit https:// beginnt.',
    invalid: 'Dieser Wert ist ungültig.',
  },
} as const;
