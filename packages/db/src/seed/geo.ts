/** Country names → ISO 3166-1 alpha-2 and language names → ISO 639-1, for the values that occur in the seed data. */

const COUNTRIES: Record<string, string> = {
  afghanistan: 'AF',
  albania: 'AL',
  algeria: 'DZ',
  andorra: 'AD',
  anguilla: 'AI',
  argentina: 'AR',
  australia: 'AU',
  austria: 'AT',
  bangladesh: 'BD',
  barbados: 'BB',
  belgium: 'BE',
  brazil: 'BR',
  'british virgin islands': 'VG',
  canada: 'CA',
  chile: 'CL',
  china: 'CN',
  colombia: 'CO',
  "cote d'ivoire": 'CI',
  'ivory coast': 'CI',
  cuba: 'CU',
  cyprus: 'CY',
  'czech republic': 'CZ',
  czechia: 'CZ',
  denmark: 'DK',
  ecuador: 'EC',
  egypt: 'EG',
  'el salvador': 'SV',
  ethiopia: 'ET',
  finland: 'FI',
  france: 'FR',
  germany: 'DE',
  greece: 'GR',
  india: 'IN',
  indonesia: 'ID',
  iran: 'IR',
  iraq: 'IQ',
  ireland: 'IE',
  israel: 'IL',
  italy: 'IT',
  japan: 'JP',
  jordan: 'JO',
  kazakhstan: 'KZ',
  kuwait: 'KW',
  latvia: 'LV',
  lebanon: 'LB',
  malaysia: 'MY',
  mexico: 'MX',
  morocco: 'MA',
  netherlands: 'NL',
  'new zealand': 'NZ',
  nigeria: 'NG',
  norway: 'NO',
  pakistan: 'PK',
  peru: 'PE',
  philippines: 'PH',
  poland: 'PL',
  portugal: 'PT',
  'puerto rico': 'PR',
  qatar: 'QA',
  romania: 'RO',
  russia: 'RU',
  samoa: 'WS',
  'saudi arabia': 'SA',
  serbia: 'RS',
  singapore: 'SG',
  somalia: 'SO',
  'south africa': 'ZA',
  'south korea': 'KR',
  korea: 'KR',
  spain: 'ES',
  sweden: 'SE',
  switzerland: 'CH',
  syria: 'SY',
  taiwan: 'TW',
  thailand: 'TH',
  tunisia: 'TN',
  turkey: 'TR',
  ukraine: 'UA',
  'united arab emirates': 'AE',
  'united kingdom': 'GB',
  uk: 'GB',
  'united states': 'US',
  usa: 'US',
  uruguay: 'UY',
  venezuela: 'VE',
  vietnam: 'VN',
  yemen: 'YE',
};

/** `Germany` → `DE`, `de` → `DE`; mojibake such as `CÃ´te d'Ivoire` is repaired first; null when unknown. */
export function countryCode(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = repairMojibake(value).trim();
  if (/^[A-Za-z]{2}$/.test(text)) return text.toUpperCase() === 'UK' ? 'GB' : text.toUpperCase();
  const key = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/\s+/g, ' ');
  return COUNTRIES[key] ?? null;
}

const LANGUAGES: Record<string, string> = {
  arabic: 'ar',
  chinese: 'zh',
  czech: 'cs',
  danish: 'da',
  dutch: 'nl',
  english: 'en',
  finnish: 'fi',
  french: 'fr',
  german: 'de',
  greek: 'el',
  hungarian: 'hu',
  indonesian: 'id',
  italian: 'it',
  japanese: 'ja',
  korean: 'ko',
  norwegian: 'no',
  polish: 'pl',
  portuguese: 'pt',
  romanian: 'ro',
  russian: 'ru',
  slovak: 'sk',
  spanish: 'es',
  swedish: 'sv',
  thai: 'th',
  turkish: 'tr',
  ukrainian: 'uk',
  vietnamese: 'vi',
};

/** `German` → `de`; null for `Other` and unknown names. */
export function languageCode(value: string | null | undefined): string | null {
  if (!value) return null;
  return LANGUAGES[value.trim().toLowerCase()] ?? null;
}

/** Reverses UTF-8 text that was decoded as Latin-1 (`CÃ´te` → `Côte`); leaves other text unchanged. */
export function repairMojibake(value: string): string {
  if (!/[ÃÂ][\u0080-\u00bf]/.test(value)) return value;
  const bytes = Uint8Array.from([...value].map((c) => c.charCodeAt(0) & 0xff));
  const repaired = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  return repaired.includes('\uFFFD') ? value : repaired;
}
