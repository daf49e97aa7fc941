/** pnpm's arguments that deploy the API's production dependencies into `target`. */
export function apiDeployArgs(target: string): string[];
