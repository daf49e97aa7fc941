/** Whether a query parameter is one of those that only say where a click came from. */
export function isTrackingParameter(name: string): boolean;

/** `search` (`?…` or "") without its tracking parameters, the others in their order. */
export function withoutTracking(search: string): string;
