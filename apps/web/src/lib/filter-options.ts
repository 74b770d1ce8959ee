/** Countries and languages offered in the filters (ISO codes; names come from Intl in the UI language). */
export const FILTER_COUNTRIES = [
  'DE',
  'AT',
  'CH',
  'US',
  'GB',
  'FR',
  'IT',
  'ES',
  'NL',
  'PL',
  'TR',
  'BR',
  'MX',
  'IN',
  'ID',
  'JP',
  'KR',
  'VN',
  'CA',
  'AU',
] as const;
export const FILTER_LANGUAGES = ['de', 'en', 'fr', 'es', 'it', 'nl', 'pl', 'pt', 'tr', 'hi', 'id', 'ja', 'ko', 'vi'] as const;
