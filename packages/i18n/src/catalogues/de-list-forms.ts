/**
 * Deutsch: was die Formulare für Listen, Boards und Freigaben zu einem Wert sagen, der gegen sein Schema verstößt.
 */
export const deListForms = {
  ListForms: {
    'name-blank': 'Bitte geben Sie einen Namen ein.',
    'name-too-long': 'Ein Name hat höchstens {{count}} Zeichen.',
  },
};
