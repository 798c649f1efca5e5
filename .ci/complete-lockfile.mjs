#!/usr/bin/env node
// Run after `npm install` changes dependencies (npm run lock:complete).
// The npm registry reachable here serves only the Linux builds of platform packages, so npm writes
// a lockfile without the other platforms' optional builds (of @foundry-rs/anvil, litesvm …), and
// `npm ci` then refuses it as out of sync. This adds each missing optional dependency as a bare
// entry (name and version): `npm ci` accepts the lockfile, tries those packages, and skips them as
// the optional packages they are. Nothing else in the lockfile is touched.
import console from 'node:console';
import { readFileSync, writeFileSync } from 'node:fs';
import { URL } from 'node:url';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
let added = 0;
for (const meta of Object.values({ ...lock.packages })) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const path = `node_modules/${name}`;
    if (!lock.packages[path]) {
      lock.packages[path] = { version, optional: true, ...(meta.dev ? { dev: true } : {}) };
      added += 1;
    }
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} optional platform entries`);
