import { type Browser, chromium } from 'playwright-core';

/** This machine's Chromium flags for a headless bench (README "Benchmarks"; CHROME_PATH wins). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The system's Chromium (/usr/bin/chromium unless CHROME_PATH), launched with CHROMIUM_ARGS. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}
