// The kit's component-test configuration: jsdom, its setup, vanilla-extract's CSS.
export { default } from "@meridian/ui/vitest-config";
