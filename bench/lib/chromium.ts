import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../e2e/fixtures/chromium-flags.ts';

/** This machine's Chromium flags for a headless bench (README "Benchmarks"; CHROME_PATH wins). */
export const CHROMIUM_ARGS = ['--headless', ...CHROMIUM_FLAGS];

/** The system's Chromium (/usr/bin/chromium unless CHROME_PATH), launched with CHROMIUM_ARGS. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}
