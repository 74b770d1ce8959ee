import { COMPANY_DETAILS_ELEMENT_ID, DEFAULT_COMPANY_NAME, type CompanyDetails } from '@creatorlens/contracts/page-state';

const FALLBACK: CompanyDetails = { name: DEFAULT_COMPANY_NAME, address: '', email: '', register: '', vatId: '', directors: '' };

let cached: CompanyDetails | null = null;

/** On the server (site/ssr), where there is no document: the details from the server's settings. */
export function setCompanyDetails(details: Partial<CompanyDetails>): void {
  cached = { ...FALLBACK, ...details };
}

/** The operator's details the server put into the page (COMPANY_* settings); empty fields were not configured. */
export function getCompanyDetails(): CompanyDetails {
  if (cached) return cached;
  try {
    const text = document.getElementById(COMPANY_DETAILS_ELEMENT_ID)?.textContent;
    cached = text ? { ...FALLBACK, ...(JSON.parse(text) as Partial<CompanyDetails>) } : FALLBACK;
  } catch {
    cached = FALLBACK;
  }
  return cached;
}
