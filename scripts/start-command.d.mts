/** What `npm start` runs after its build check, as argv (see start-command.mjs). */
export function startCommand(root?: string): string[];
