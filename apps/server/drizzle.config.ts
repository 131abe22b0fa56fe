import { defineConfig } from 'drizzle-kit'

// `npm run db:generate -w @shop/server`: compares src/schema.ts with the last snapshot and writes the next SQL
// migration into drizzle/ (committed; the server applies pending ones at start).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema.ts',
  out: './drizzle',
})
