// Makes sure Debian's Chromium headless shell is there for the browser tests: installs it with apt when it can,
// otherwise stops with a message that says how.
import { execSync } from 'node:child_process';

const has = (cmd) => {
  try {
    return execSync(`command -v ${cmd}`, { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return '';
  }
};

const shell = 'chromium-headless-shell';
if (process.env.CHROMIUM_PATH || has(shell)) process.exit(0);

const isRoot = process.getuid?.() === 0;
const apt = has('apt-get');
if (apt && (isRoot || has('sudo'))) {
  const sudo = isRoot ? '' : 'sudo ';
  console.log(`Chromium is missing: installing Debian's ${shell} package for the browser tests…`);
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${shell}`, {
    stdio: 'inherit',
  });
  if (has(shell)) process.exit(0);
}
console.error(
  `The browser tests need Chromium's headless shell. Install it with \`sudo apt-get install ${shell}\` (Debian),\n` +
    'or set CHROMIUM_PATH to a Chromium or Chrome executable, then run the tests again.',
);
process.exit(1);
