/** English: why a typed number was refused (the locale number parser's problems, issue 39). */
export const enNumbers = {
  Numbers: {
    malformed: 'Enter a number such as 1,500 or 1,500.50.',
    ambiguous: 'Use a point for decimals and a comma for thousands, as in 1,500.50.',
    negative: 'Enter an amount of 0 or more.',
    'too-many-decimals_one': 'Use at most {{count}} decimal place.',
    'too-many-decimals_other': 'Use at most {{count}} decimal places.',
  },
} as const;
