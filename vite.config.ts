import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiPort = process.env.API_PORT ?? '3000';

const modelsDir = path.resolve(import.meta.dirname, process.env.MORSEL_MODELS_DIR ?? 'models');

/**
 * Dev servers (including `dev:mock`, which has no API) serve the installed on-device model
 * under /models/, as the API does in production.
 */
function serveModels(): Plugin {
  return {
    name: 'morsel-serve-models',
    configureServer(server) {
      server.middlewares.use('/models', (req, res, next) => {
        const name = path.basename(decodeURIComponent((req.url ?? '').split('?')[0]!));
        const file = path.join(modelsDir, name);
        if (!name.endsWith('.onnx') || !fs.existsSync(file)) return next();
        res.setHeader('Content-Type', 'application/octet-stream');
        fs.createReadStream(file).pipe(res);
      });
    },
  };
}

/** The frontend build. `npm run dev` proxies /api to the API; `npm run dev:mock` needs no API at all. */
export default defineConfig({
  root: 'frontend',
  publicDir: 'public',
  plugins: [react(), serveModels()],
  resolve: {
    alias: { '@': path.resolve(import.meta.dirname, 'frontend/src') },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/web'),
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    // The API, and in emulator mode the Auth emulator it serves on the same origin.
    // changeOrigin stays false: the API's CSRF check compares Origin with Host.
    proxy: Object.fromEntries(
      ['/api', '/emulator', '/identitytoolkit.googleapis.com', '/securetoken.googleapis.com'].map((prefix) => [
        prefix,
        { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      ]),
    ),
  },
  preview: { port: 4173 },
});
