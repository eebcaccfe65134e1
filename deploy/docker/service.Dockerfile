# syntax=docker/dockerfile:1
# One image per backend workspace: a service, or the generation package (whose image also runs the
# worker with a different command). Node 24 runs the TypeScript sources as they are (type
# stripping), so there is no compile step: the image is the sources plus production dependencies.
#
#   docker build -f deploy/docker/service.Dockerfile \
#     --build-arg WORKSPACE=services/market --build-arg ENTRY=services/market/src/start.ts \
#     --build-arg PORT=4104 -t chainscribe/market .

ARG NODE_IMAGE=node:24-alpine

FROM ${NODE_IMAGE} AS deps
ARG WORKSPACE
WORKDIR /app
# npm ci checks the lock file against every workspace, so every manifest comes in (a new
# workspace must be added here: deploy/validate checks it); only WORKSPACE's production
# dependencies are installed. No dependency of the backend needs an install script.
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
RUN --mount=type=cache,target=/root/.npm \
    test -n "${WORKSPACE}" \
    && npm ci --omit=dev --workspace "${WORKSPACE}" --include-workspace-root=false \
         --ignore-scripts --no-audit --no-fund

FROM ${NODE_IMAGE}
ARG WORKSPACE
ARG ENTRY
ARG PORT
ENV NODE_ENV=production \
    ENTRY=${ENTRY} \
    PORT=${PORT} \
    HOST=0.0.0.0
WORKDIR /app
# Everything stays owned by root and is only read: the process (uid 1000, the image's `node`
# user) writes nothing, so the container runs with a read-only root filesystem.
COPY --from=deps /app/package.json ./
COPY --from=deps /app/node_modules ./node_modules
COPY packages/contracts ./packages/contracts
COPY packages/service-kit ./packages/service-kit
COPY ${WORKSPACE} ./${WORKSPACE}
COPY deploy/docker/healthcheck.mjs ./healthcheck.mjs
USER 1000:1000
EXPOSE ${PORT}
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 CMD ["node", "healthcheck.mjs"]
# `exec` makes node PID 1 so SIGTERM reaches the ordered shutdown. The flag hides kafkajs's
# harmless negative-timeout warning on Node >= 23.
CMD ["sh", "-c", "exec node --disable-warning=TimeoutNegativeWarning --import ./packages/service-kit/src/telemetry/preload.ts \"$ENTRY\""]
