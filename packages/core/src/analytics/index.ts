// Exports of the analytics area; filled as the area grows.
export {};
