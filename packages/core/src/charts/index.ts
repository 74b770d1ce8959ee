// Exports of the charts area; filled as the area grows.
export {};
