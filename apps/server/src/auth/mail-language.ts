import { MAIL_LANGUAGE_HEADER } from '@creatorlens/contracts';
import type { AccountMailLanguage } from '@creatorlens/core/users';

/**
 * The language of an account mail: the app's language when the web app says it (its choice lives in the browser),
 * else the browser's first preference between German and English, else English.
 */
export function mailLanguageOf(request: { headers: Headers } | undefined): AccountMailLanguage {
  const stated = request?.headers.get(MAIL_LANGUAGE_HEADER)?.trim().toLowerCase();
  if (stated === 'de' || stated === 'en') return stated;
  const accept = request?.headers.get('accept-language') ?? '';
  for (const part of accept.split(',')) {
    const primary = part.split(';')[0]?.trim().toLowerCase().split(/[-_]/)[0];
    if (primary === 'de' || primary === 'en') return primary;
  }
  return 'en';
}
