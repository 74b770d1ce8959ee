import { z } from 'zod';
import { cardNotesSchema } from '@creatorlens/contracts';
import { updateCampaignCard } from '@creatorlens/core/campaigns';
import { notifyCardAssigned } from '@creatorlens/core/notifications';
import { authedProcedure } from '../../trpc.ts';
import { maxBudgetInput } from './campaign-schemas.ts';
import { runAfterCommit } from '../../after-commit.ts';

export const updateCardInput = z.strictObject({
  cardId: z.uuid(),
  data: z.strictObject({
    assigneeId: z.string().min(1).max(100).nullable().optional(),
    maxBudget: maxBudgetInput.nullable().optional(),
    notes: z.optional(cardNotesSchema),
  }),
});

/** campaign.updateCard: assignee (a member of the organisation), maximum budget, notes. */
export const updateCardProcedure = authedProcedure
  .input(updateCardInput)
  .output(
    z.object({
      cardId: z.string(),
      assigneeId: z.string().nullable(),
      maxBudget: z.string().nullable(),
      notes: z.string(),
      updatedAt: z.number(),
    }),
  )
  .mutation(async ({ ctx, input }) => {
    const card = await updateCampaignCard({ db: ctx.db, actor: ctx.actor }, input);
    const assigneeId = input.data.assigneeId;
    // Only a new assignment notifies, and never a self-assignment; the card is saved whatever happens here.
    if (assigneeId) {
      await runAfterCommit(ctx, 'notifyCardAssigned', () =>
        notifyCardAssigned({ db: ctx.db, actor: ctx.actor, mail: ctx.mail }, { cardId: input.cardId, assigneeId }),
      );
    }
    return card;
  });
