// Tables of the herd module (its issue adds them by a new migration).
export {};
