// Tables of the inventory module (its issue adds them by a new migration).
export {};
