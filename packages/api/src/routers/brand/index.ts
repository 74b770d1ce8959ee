import { router } from '../../trpc.ts';
import { getBrandBySlugProcedure } from './get-brand-by-slug.ts';
import { listBrandsProcedure } from './list-brands.ts';

export const brandRouter = router({ listBrands: listBrandsProcedure, getBrandBySlug: getBrandBySlugProcedure });
