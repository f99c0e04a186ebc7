// Tables of the finance module (its issue adds them by a new migration).
export {};
