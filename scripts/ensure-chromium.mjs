// Browser tests need Debian's Chromium. Install it when missing; fail (never skip) when that is impossible.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM_PATH)) return;
  console.log('Chromium is missing: installing Debian package chromium');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  try {
    execSync(
      `${sudo}apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y -qq chromium`,
      {
        stdio: 'inherit',
      },
    );
  } catch {
    // reported below
  }
  if (!fs.existsSync(CHROMIUM_PATH)) {
    console.error(`Browser tests cannot run: ${CHROMIUM_PATH} is missing and could not be installed.`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
