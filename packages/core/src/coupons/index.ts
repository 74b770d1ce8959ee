// Exports of the coupons area.
export { selectCouponViews, type CouponView } from './coupon-view.ts';
export { listCoupons, type CouponList } from './list-coupons.ts';
export { createCoupon } from './create-coupon.ts';
