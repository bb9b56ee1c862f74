// Makes sure Debian's Chromium and its headless shell are there for the browser tests (decision 164): installs them
// with apt when it can,
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

const builds = ['chromium-headless-shell', 'chromium'];
const missing = () => builds.filter((build) => !has(build));
if (process.env.CHROMIUM_PATH || missing().length === 0) process.exit(0);

const isRoot = process.getuid?.() === 0;
const apt = has('apt-get');
if (apt && (isRoot || has('sudo'))) {
  const sudo = isRoot ? '' : 'sudo ';
  console.log(`Chromium is missing: installing Debian's ${missing().join(' and ')} for the browser tests…`);
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing().join(' ')}`,
    {
      stdio: 'inherit',
    },
  );
  if (missing().length === 0) process.exit(0);
}
console.error(
  `The browser tests need Chromium and its headless shell. Install them with \`sudo apt-get install ${builds.join(' ')}\`\n` +
    '(Debian), or set CHROMIUM_PATH to a Chromium or Chrome executable, then run the tests again.',
);
process.exit(1);
