# Production image of the API, which also serves the built web app (apps/web/dist).
# Build: docker build -t k9 .   Run: docker compose up (see docker-compose.yml).

FROM node:20-bookworm-slim AS build
WORKDIR /app
# The npm the lockfile and the root "allowScripts" policy were made with.
RUN npm install -g npm@11.19.1
COPY package.json package-lock.json ./
COPY libs/domain/package.json libs/domain/
COPY libs/contracts/package.json libs/contracts/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
# npm install, not npm ci: the lock was made from a registry mirror without the non-Linux optional binaries.
RUN npm install --no-audit --no-fund
COPY tsconfig.base.json ./
COPY libs libs
COPY apps apps
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
# OCR of scanned PDF pages (the data-tables tool): tesseract with Vietnamese and pdftoppm.
RUN apt-get update && apt-get install -y --no-install-recommends tesseract-ocr tesseract-ocr-vie poppler-utils && rm -rf /var/lib/apt/lists/*
RUN npm install -g npm@11.19.1
COPY package.json package-lock.json ./
COPY libs/domain/package.json libs/domain/
COPY libs/contracts/package.json libs/contracts/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
# Production dependencies of the API only (and the workspace libraries it links to).
RUN npm install --omit=dev --workspace apps/api --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/libs/domain/dist libs/domain/dist
COPY --from=build /app/libs/contracts/dist libs/contracts/dist
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# The real market data the first start seeds (data/market/README.md and SOURCES.md say what and from where).
COPY data/market data/market
# DATA_DIR defaults to /app/.data (a persisted session secret when SESSION_SECRET is unset).
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
ENV PORT=3000 HOST=0.0.0.0
EXPOSE 3000
CMD ["node", "apps/api/dist/main.js"]
