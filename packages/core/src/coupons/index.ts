// Exports of the coupons area.
export * from './coupon-view.ts';
export * from './list-coupons.ts';
export * from './create-coupon.ts';
