import { z } from 'zod';
import { CREDIT_PRICES, getCreditPriceList } from '@creatorlens/core/credits';
import { authedProcedure } from '../../trpc.ts';

const keys = CREDIT_PRICES.map((price) => price.key);
const units = CREDIT_PRICES.map((price) => price.unit);

/** What costs credits. Takes no input. */
export const getPriceListProcedure = authedProcedure
  .output(
    z.array(
      z.object({
        key: z.enum(keys as [(typeof keys)[number], ...(typeof keys)[number][]]),
        credits: z.number(),
        unit: z.enum(units as [(typeof units)[number], ...(typeof units)[number][]]),
      }),
    ),
  )
  .query(({ ctx }) => getCreditPriceList({ actor: ctx.actor }));
