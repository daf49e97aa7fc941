// Vite's `?raw` suffix imports a file's text (used to load the shop schema's SDL in tests).
declare module "*.graphql?raw" {
  const text: string;
  export default text;
}
