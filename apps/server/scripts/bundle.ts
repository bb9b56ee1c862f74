// The server as `npm start` runs it: one bundle in dist/, built beside the web app by `npm run build`.
// Node loading the source's 1,228 modules one by one took most of a start (docs/decisions/089-start-up-and-test-time.md).
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

// Packages that find files beside their own code (WebAssembly, native add-ons, the API page's assets) stay
// in node_modules; so does the S3 client, which is loaded only when S3 is configured.
const external = ['@electric-sql/pglite', 'sharp', '@node-rs/argon2', '@fastify/swagger-ui', '@aws-sdk/client-s3'];

await build({
  cwd: serverDir,
  input: 'src/server.ts',
  platform: 'node',
  external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
  output: { dir: 'dist', format: 'esm', sourcemap: true, cleanDir: true },
  logLevel: 'warn',
});
