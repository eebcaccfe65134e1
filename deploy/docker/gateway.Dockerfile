# syntax=docker/dockerfile:1
# The gateway image: the gateway's sources and production dependencies, plus the SPA built with
# Vite in a throw-away stage and served from SPA_DIR (single-host mode).
#
#   docker build -f deploy/docker/gateway.Dockerfile -t chainscribe/gateway .

ARG NODE_IMAGE=node:24-alpine

FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
# npm ci checks the lock file against every workspace, so every manifest comes in (a new
# workspace must be added here: deploy/validate checks it).
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/service-kit/package.json packages/service-kit/
COPY services/accounts/package.json services/accounts/
COPY services/generation/package.json services/generation/
COPY services/research/package.json services/research/
COPY services/market/package.json services/market/
COPY services/analytics/package.json services/analytics/
COPY services/publisher/package.json services/publisher/
COPY gateway/package.json gateway/
COPY frontend/package.json frontend/

FROM manifests AS spa
# The root's dev dependencies come too: frontend/vite.config.ts takes defineConfig from vitest.
# The lock file carries the musl builds of Vite's native parts (rolldown, lightningcss, Tailwind's
# oxide), so the SPA builds on Alpine; nothing here needs an install script.
RUN --mount=type=cache,target=/root/.npm \
    npm ci --workspace frontend --include-workspace-root --ignore-scripts --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/contracts ./packages/contracts
COPY frontend ./frontend
# Build-time settings of the SPA (frontend/src/config/env.ts); unset ones keep their defaults.
ARG VITE_AUTH_MODE
ARG VITE_CLERK_PUBLISHABLE_KEY
ARG VITE_API_BASE_URL
ARG VITE_SUPPORT_EMAIL
RUN npm run build --workspace frontend

FROM manifests AS deps
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --workspace gateway --include-workspace-root=false --ignore-scripts --no-audit --no-fund

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    ENTRY=gateway/src/start.ts \
    PORT=8080 \
    HOST=0.0.0.0 \
    SPA_DIR=/app/spa
WORKDIR /app
# Owned by root and only read: the process (uid 1000, the image's `node` user) writes nothing.
COPY --from=deps /app/package.json ./
COPY --from=deps /app/node_modules ./node_modules
COPY packages/contracts ./packages/contracts
COPY packages/service-kit ./packages/service-kit
COPY gateway ./gateway
COPY --from=spa /app/frontend/dist ./spa
COPY deploy/docker/healthcheck.mjs ./healthcheck.mjs
USER 1000:1000
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 CMD ["node", "healthcheck.mjs"]
CMD ["sh", "-c", "exec node --disable-warning=TimeoutNegativeWarning --import ./packages/service-kit/src/telemetry/preload.ts \"$ENTRY\""]
