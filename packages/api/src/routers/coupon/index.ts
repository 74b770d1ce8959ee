import { router } from '../../trpc.ts';
import { createCouponProcedure } from './create-coupon.ts';
import { listCouponsProcedure } from './list-coupons.ts';

export const couponRouter = router({ listCoupons: listCouponsProcedure, createCoupon: createCouponProcedure });
