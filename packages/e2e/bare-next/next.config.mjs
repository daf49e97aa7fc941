// The bare page `pnpm bench` measures beside the sites (@meridian/e2e/lighthouse): Next's
// defaults, nothing added.
export default {};
