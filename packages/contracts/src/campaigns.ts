import * as z from 'zod/mini';

/** A card's maximum budget as the database stores it: up to 10 digits before and 2 after the point ("1500.50"). */
export const MAX_BUDGET_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;

export const CAMPAIGN_DESCRIPTION_MAX_LENGTH = 2000;
export const CARD_NOTES_MAX_LENGTH = 5000;

/** A campaign's description as the edit form and campaign.updateCampaign take it (may be empty). */
export const campaignDescriptionSchema = z.string().check(z.maxLength(CAMPAIGN_DESCRIPTION_MAX_LENGTH));

/** A card's internal notes as the card dialog and campaign.updateCard take them (may be empty). */
export const cardNotesSchema = z.string().check(z.maxLength(CARD_NOTES_MAX_LENGTH));
