FROM node:22-bookworm-slim AS app
WORKDIR /app
COPY package.json package-lock.json ./
COPY config/package.json config/
COPY rules/package.json rules/
COPY db/package.json db/
COPY contracts/package.json contracts/
COPY search/package.json search/
COPY worker/package.json worker/
COPY api/package.json api/
COPY web/package.json web/
COPY models/package.json models/
COPY scripts/package.json scripts/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w web
# Inside a container the api listens on all of the container's interfaces (outside, HOST defaults to
# 127.0.0.1); docker-compose.yml publishes only the web service, not this port.
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
EXPOSE 3000
CMD ["node", "api/src/main.ts"]

# Static web app behind nginx, proxying the API; `docker build --target web`.
FROM nginx:1.27-alpine AS web
COPY --from=app /app/web/dist /usr/share/nginx/html
COPY web/nginx.conf /etc/nginx/conf.d/default.conf

FROM app
