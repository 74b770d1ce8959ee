import { z } from 'zod';
import { listLicenseTemplates } from '@creatorlens/core/admin';
import { authedProcedure } from '../../trpc.ts';
import { licenseTemplateOutput } from './license-template-schemas.ts';

export const listLicenseTemplatesProcedure = authedProcedure
  .output(z.array(licenseTemplateOutput))
  .query(({ ctx }) => listLicenseTemplates({ db: ctx.db, actor: ctx.actor }));
