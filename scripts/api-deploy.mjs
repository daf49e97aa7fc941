// How the API's production artefact gets its node_modules (apps/api/README.md): `pnpm deploy`
// from the workspace's lockfile and the store the workspace's install filled, asking the registry
// for nothing. pnpm 10 deploys from the lockfile only for injected workspace packages; the
// setting is given to the deploy alone, so the workspace itself keeps its links. (`--legacy`
// resolved every range again from the registry: on fresh machines it stalled for minutes.) Used
// by the cluster (cluster-lib.mjs) and the API's artefact test; deploy/Dockerfile runs the same.

/** pnpm's arguments that deploy the API's production dependencies into `target`. */
export function apiDeployArgs(target) {
  return [
    "--config.inject-workspace-packages=true",
    "--filter",
    "@meridian/api",
    "deploy",
    "--prod",
    "--offline",
    target,
  ];
}
