import type { Locale } from './locale.ts';

/*
 * Numbers as people type them in their language, turned into the one form the server stores: a plain decimal with a
 * point and no grouping ("1500.5"). German writes 1.500,50 (point groups, comma decimals), English 1,500.50; both may
 * group with spaces (1 500,5). Input that could mean two numbers is refused instead of guessed: "1,50" in English or
 * "1.50" in German is someone using the other language's decimal mark, and taking it as 150 or 1,5 would silently put a
 * wrong budget on a card. The whole conversion works on the text, never on floats, so 15 digits stay 15 digits.
 */

/** Why a text is not a number: nothing there, not a number at all, or a decimal mark of the other language. */
export type NumberInputProblem = 'empty' | 'malformed' | 'ambiguous' | 'negative' | 'too-many-decimals';

export type ParsedNumber = { ok: true; value: string } | { ok: false; problem: NumberInputProblem };

export interface ParseNumberOptions {
  /** Decimals allowed after the mark (a budget has 2). Without it, any number of decimals. */
  maxFractionDigits?: number;
  /** Whether a leading minus is accepted (a budget is never negative). */
  allowNegative?: boolean;
}

const MARKS: Record<Locale, { decimal: string; group: string }> = {
  de: { decimal: ',', group: '.' },
  en: { decimal: '.', group: ',' },
};

// Spaces people and Intl use between groups: space, no-break space, narrow no-break space, thin space.
const SPACES = /[\u0020\u00a0\u202f\u2009]/g;
const GROUPED = /^\d{1,3}(?:G\d{3})+$/;

/** The whole part without its group marks, or null when the groups are not of three digits after the first. */
function ungroup(whole: string, group: string): string | null {
  if (/^\d+$/.test(whole)) return whole;
  const marked = whole.split(group).join('G');
  return GROUPED.test(marked) ? marked.replace(/G/g, '') : null;
}

/** Reads a number typed in the given language: "1.500", "1.500,00", "1 500,5" (de), "1,500.00" (en). */
export function parseLocaleNumber(locale: Locale, text: string, options: ParseNumberOptions = {}): ParsedNumber {
  const { decimal, group } = MARKS[locale];
  const other = MARKS[locale === 'de' ? 'en' : 'de'].decimal;
  let rest = text.replace(SPACES, ' ').trim();
  // A euro sign typed or pasted with the amount ("1.500 €", "€1,500") is not part of the number.
  rest = rest.replace(/^€\s*/, '').replace(/\s*€$/, '');
  if (rest === '') return { ok: false, problem: 'empty' };
  const isNegative = rest.startsWith('-') || rest.startsWith('\u2212');
  if (isNegative) rest = rest.slice(1);
  // Spaces only ever group; point or comma (whichever this language groups with) may do the same, but never both.
  const hasSpaceGroups = rest.includes(' ');
  if (hasSpaceGroups && rest.includes(group)) return { ok: false, problem: 'malformed' };
  const body = hasSpaceGroups ? rest.replace(/ /g, group) : rest;
  if (!/^[\d.,]+$/.test(body) || !/\d/.test(body)) return { ok: false, problem: 'malformed' };

  const decimalAt = body.indexOf(decimal);
  if (decimalAt !== body.lastIndexOf(decimal)) return { ok: false, problem: body.includes(other) ? 'malformed' : 'ambiguous' };
  const whole = decimalAt === -1 ? body : body.slice(0, decimalAt);
  const fraction = decimalAt === -1 ? '' : body.slice(decimalAt + 1);
  if (decimalAt !== -1 && (!/^\d+$/.test(fraction) || whole === '')) {
    // "1.500,00" read as English, or "1,500.00" as German: the marks stand the other way round.
    return { ok: false, problem: fraction.includes(group) ? 'ambiguous' : 'malformed' };
  }
  const digits = ungroup(whole, group);
  if (digits === null) {
    // One "group" mark followed by one, two or four and more digits ("1.5", "1,50", "12,5"): the other language's
    // decimal mark, not a thousands separator.
    return { ok: false, problem: !hasSpaceGroups && whole.split(group).length === 2 && decimalAt === -1 ? 'ambiguous' : 'malformed' };
  }
  if (isNegative && options.allowNegative === false) return { ok: false, problem: 'negative' };
  if (options.maxFractionDigits !== undefined && fraction.length > options.maxFractionDigits) {
    return { ok: false, problem: 'too-many-decimals' };
  }
  const integer = digits.replace(/^0+(?=\d)/, '');
  const value = `${integer}${fraction ? `.${fraction}` : ''}`;
  const isZero = /^[0.]+$/.test(value);
  return { ok: true, value: isNegative && !isZero ? `-${value}` : value };
}

/**
 * A stored decimal ("1500.5", "-0.25") written for the given language, grouped, the decimals kept exactly as stored:
 * 1.500,5 (de), 1,500.5 (en). What a form shows to edit and what a read-only field shows. Other text is returned as is.
 */
export function writeDecimal(locale: Locale, value: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return value;
  const { decimal, group } = MARKS[locale];
  const whole = match[2]!.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${match[1]}${whole}${match[3] ? decimal + match[3] : ''}`;
}
