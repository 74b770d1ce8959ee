// Exports of the coupons area; filled as the area grows.
export {};
