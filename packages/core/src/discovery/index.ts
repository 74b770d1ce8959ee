// Exports of the discovery area; filled as the area grows.
export {};
