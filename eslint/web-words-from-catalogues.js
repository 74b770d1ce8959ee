// @ts-check

/**
 * Every word the web app shows comes from the catalogues (packages/i18n, de and en), through `t(...)`: a word written
 * into JSX reaches German readers in English (or English readers in German) and escapes the catalogue test's parity
 * check. The design system (packages/ui) takes its words as props for the same reason. This rule refuses, in
 * apps/web/src and packages/ui/src, JSX text with a word in it and a word written as the string value of an
 * attribute people read or hear (aria-label, title, placeholder, alt, label and the components' own text props).
 * Punctuation, numbers and symbols (·, –, %, "https://") are not words and pass.
 */

/** Attributes whose string value a person reads or a screen reader speaks. */
const SPOKEN_ATTRIBUTES = new Set([
  'alt',
  'aria-description',
  'aria-label',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'closeLabel',
  'description',
  'emptyMessage',
  'errorTitle',
  'label',
  'loadingLabel',
  'placeholder',
  'title',
]);

/** Two letters in a row: a word, in German or English. "https://" counts as a scheme, not a word. */
const hasWord = (text) => /\p{L}{2,}/u.test(text.replace(/\bhttps?:\/\/\S*/g, ''));

/** @type {import('eslint').ESLint.Plugin} */
export default {
  rules: {
    'words-from-catalogues': {
      meta: {
        type: 'problem',
        docs: { description: 'Words the web app shows come from the i18next catalogues, not from JSX literals.' },
        schema: [],
      },
      create(context) {
        return {
          JSXText(node) {
            if (hasWord(node.value))
              context.report({
                node,
                message: `"${node.value.trim().slice(0, 40)}" is written into JSX: put it in both catalogues (packages/i18n) and show it with t('…').`,
              });
          },
          JSXAttribute(node) {
            const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
            if (!name || !SPOKEN_ATTRIBUTES.has(name) || !node.value) return;
            const literal =
              node.value.type === 'Literal'
                ? node.value.value
                : node.value.type === 'JSXExpressionContainer' && node.value.expression.type === 'Literal'
                  ? node.value.expression.value
                  : null;
            if (typeof literal === 'string' && hasWord(literal))
              context.report({
                node,
                message: `${name}="${literal.slice(0, 40)}" is read by people: put the words in both catalogues and pass t('…').`,
              });
          },
        };
      },
    },
  },
};
