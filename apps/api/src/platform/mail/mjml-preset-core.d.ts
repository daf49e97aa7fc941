/** mjml-preset-core ships no types; the mailer only hands it to mjml-core's `presets`. */
declare module "mjml-preset-core" {
  const preset: unknown;
  export default preset;
}
