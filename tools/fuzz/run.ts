import { contractProblem } from './contract';
import type { GeneratedCase } from './cases';
import { sendRaw, sendRequest, type RawReply } from './raw-http';

export interface FuzzReport {
  sent: number;
  byStatus: Record<string, number>;
  serverErrors: number;
  /** Replies outside the contract, with the request that caused them (at most 20 kept). */
  violations: { kind: string; method?: string; path?: string; problem: string }[];
  violationCount: number;
  healthChecks: number;
  healthFailures: number;
}

const HEALTH_EVERY = 100;

/** Who a case signed in is sent as: staff for the managers' routes when a staff token is given. */
interface Tokens {
  memberToken: string;
  /** A manager's token: cases of STAFF_PATHS go as them, past the role check. */
  staffToken?: string;
}

/** The managers' routes, but the partner import (503 by design without Coupang keys). */
const STAFF_PATHS = /^\/v1\/admin\/(?!partner\/)/;

async function send(origin: string, item: GeneratedCase, tokens: Tokens): Promise<RawReply> {
  if ('raw' in item) return sendRaw(origin, item.raw.replaceAll('{host}', new URL(origin).host));
  const headers = { ...item.headers };
  const staff = tokens.staffToken !== undefined && STAFF_PATHS.test(item.path);
  const token = staff ? tokens.staffToken! : tokens.memberToken;
  if (item.asMember && !headers['x-auth-token']) headers['x-auth-token'] = token;
  return sendRequest(origin, { ...item, headers });
}

/**
 * Sends the cases to a listening server, `concurrency` at a time, checking each reply against
 * the contract and /healthz every hundred requests.
 */
export async function runFuzz(
  origin: string,
  cases: GeneratedCase[],
  opts: Tokens & { concurrency: number },
): Promise<FuzzReport> {
  const report: FuzzReport = {
    sent: 0,
    byStatus: {},
    serverErrors: 0,
    violations: [],
    violationCount: 0,
    healthChecks: 0,
    healthFailures: 0,
  };
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const item = cases[next++]!;
      let problem: string | undefined;
      let status = 0;
      try {
        const reply = await send(origin, item, opts);
        status = reply.status;
        problem = contractProblem(reply);
      } catch (error) {
        problem = `request failed: ${(error as Error).message}`;
      }
      report.sent++;
      report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
      if (status >= 500) report.serverErrors++;
      if (problem) {
        report.violationCount++;
        if (report.violations.length < 20) {
          report.violations.push({
            kind: item.kind,
            ...('raw' in item ? {} : { method: item.method, path: item.path.slice(0, 120) }),
            problem,
          });
        }
      }
      if (report.sent % HEALTH_EVERY === 0) {
        report.healthChecks++;
        const health = await sendRequest(origin, { method: 'GET', path: '/healthz' }).catch(
          () => undefined,
        );
        if (health?.status !== 200) report.healthFailures++;
      }
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  return report;
}
