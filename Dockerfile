# syntax=docker/dockerfile:1
# Gestão Leiteira: one Node 20 process serving the PWA, the API and the CLI, data in the /app/data volume.
#   docker build -t gestao-leiteira .
#   docker buildx build --platform linux/arm64,linux/amd64 -t gestao-leiteira .     (Raspberry Pi + PCs)
#   docker run -d -p 3000:3000 -v leiteira-data:/app/data --name leiteira gestao-leiteira
#   docker logs leiteira            (first start: the admin's generated password, printed once)
#   docker exec leiteira leiteira backup /app/data/backup-$(date +%F).db

# 1. The build is the same files on every platform (JavaScript, precompressed web files): build it once, natively,
#    on the builder's platform, into the release file a Pi installs (`npm run release`: the bundle and the web files,
#    bin/, migrations/, and only the native packages — libSQL, argon2 — as dependencies, pinned by npm-shrinkwrap.json).
FROM --platform=$BUILDPLATFORM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run release --silent

# 2. Runtime: the release file installed as on a Pi, production dependencies only, for the target platform (libSQL
#    and argon2 ship prebuilt linux-arm64/x64 binaries). No sources, tests, tsx or tsconfig.
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATABASE_URL=file:/app/data/leiteira.db \
    PATH=/app/node_modules/.bin:$PATH
WORKDIR /app
COPY --from=build /app/release/gestao-leiteira-*.tgz /tmp/
RUN npm install --prefix /app --omit=dev --no-audit --no-fund /tmp/gestao-leiteira-*.tgz \
    && rm /tmp/gestao-leiteira-*.tgz && npm cache clean --force \
    && mkdir -p /app/data \
    && chown node:node /app/data
USER node
VOLUME /app/data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "const s=process.env.TLS_CERT?'https':'http';if(s==='https')process.env.NODE_TLS_REJECT_UNAUTHORIZED='0';fetch(s+'://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# `leiteira servidor` runs what `npm start` runs (a young generation of 2 MB: README, speed).
CMD ["leiteira", "servidor"]
