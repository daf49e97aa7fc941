// The package has no @types/node (nothing else here runs in Node); main.ts needs only this.
declare module "node:fs" {
  export function existsSync(path: string | URL): boolean;
}
