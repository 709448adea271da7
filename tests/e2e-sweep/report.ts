import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** The fault sweep's figures: each role's test attaches its checks, and this reporter adds them up. */

export type Fault = '503' | 'network';

export interface SweepCheck {
  role: string;
  /** `none`: after the outage (a retry, a reload). */
  fault: Fault | 'none';
  path: string;
  /** navigation: client-side, after sign-in; reload: a full load; retry: "Tentar novamente" once the outage ends. */
  via: 'navigation' | 'reload' | 'retry';
  /** The API calls the page made meanwhile ("GET /api/…"); all of them failed while a fault was on. */
  calls: string[];
  /**
   * What a person saw: an error with "Tentar novamente", the page's content (nothing of its own failed),
   * or, after a full reload during the outage, the sign-in page saying the session could not be checked,
   * with "Tentar novamente" (the session is kept and comes back with the retry).
   */
  outcome: 'error-with-retry' | 'content' | 'session-notice';
  problems: string[];
  ms: number;
}

export interface SweepResult {
  role: string;
  /** Routes of the route table the role may open, and the addresses that stand for them (tabs, ids). */
  routes: number;
  addresses: number;
  ms: number;
  checks: SweepCheck[];
}

export const SWEEP_ATTACHMENT = 'fault-sweep';
export const SWEEP_REPORT = 'e2e-out/sweep-report.json';

const pad = (value: string | number, width: number) => String(value).padEnd(width);

export default class SweepReporter implements Reporter {
  /** The last run of each role's test (a retry replaces the first). */
  private readonly results = new Map<string, SweepResult>();
  private readonly broken: string[] = [];
  private started = Date.now();

  onBegin() {
    this.started = Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult) {
    // The sweep may share a run with the journeys (.ci/run): only its own tests have figures.
    if (test.parent.project()?.name !== 'sweep') return;
    const attachment = result.attachments.find((a) => a.name === SWEEP_ATTACHMENT);
    if (attachment?.body) {
      const sweep = JSON.parse(attachment.body.toString('utf8')) as SweepResult;
      this.results.set(sweep.role, sweep);
    } else if (result.status !== 'skipped') {
      this.broken.push(
        `${test.title}: ${result.status} before its figures (${result.error?.message?.split('\n')[0] ?? 'no error'})`,
      );
    }
  }

  onEnd(result: FullResult) {
    const results = [...this.results.values()];
    if (results.length === 0 && this.broken.length === 0) return;
    const checks = results.flatMap((r) => r.checks);
    const failed = checks.filter((c) => c.problems.length > 0);
    const faulted = checks.filter((c) => c.fault !== 'none');
    const lines = [
      '',
      'Fault sweep',
      `${pad('role', 10)}${pad('routes', 8)}${pad('pages', 7)}${pad('checks', 8)}${pad('error+retry', 13)}${pad('no call', 9)}${pad('failed', 8)}time`,
      ...results.map((r) => {
        const under = r.checks.filter((c) => c.fault !== 'none');
        return (
          pad(r.role, 10) +
          pad(r.routes, 8) +
          pad(r.addresses, 7) +
          pad(r.checks.length, 8) +
          pad(under.filter((c) => c.outcome !== 'content').length, 13) +
          pad(under.filter((c) => c.calls.length === 0).length, 9) +
          pad(r.checks.filter((c) => c.problems.length > 0).length, 8) +
          `${(r.ms / 1000).toFixed(1)} s`
        );
      }),
      `${results.reduce((n, r) => n + r.addresses, 0)} pages (${results.reduce((n, r) => n + r.routes, 0)} routes) × 2 faults (503, network) ` +
        `and ${faulted.filter((c) => c.via === 'reload').length} full reloads of home under a fault: ` +
        `${faulted.length} checks under a fault, ${checks.length - faulted.length} after it, ${failed.length} failed, ` +
        `in ${((Date.now() - this.started) / 1000).toFixed(1)} s (${result.status})`,
      ...failed.map((c) => `  FAIL ${c.role} ${c.fault} ${c.via} ${c.path}: ${c.problems.join('; ')}`),
      ...this.broken.map((b) => `  BROKEN ${b}`),
      `Report: ${SWEEP_REPORT}`,
      '',
    ];
    process.stdout.write(lines.join('\n'));
    mkdirSync(dirname(SWEEP_REPORT), { recursive: true });
    writeFileSync(
      SWEEP_REPORT,
      `${JSON.stringify({ status: result.status, failed: failed.length, broken: this.broken, results }, null, 2)}\n`,
    );
  }
}
