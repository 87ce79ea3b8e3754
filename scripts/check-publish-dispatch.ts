/**
 * The publish workflow's first check (`.github/workflows/publish.yml`): a `repository_dispatch`
 * run goes on only when its `client_payload` (JSON in CLIENT_PAYLOAD) names the webhook
 * deliveries the publisher accepted and when it was sent; anything else fails the run before
 * it installs or builds anything. Runs on plain Node, before `npm ci`.
 */
import { dispatchPayloadProblem } from '../contract/publish-dispatch.ts';

function payloadProblem(text: string | undefined): string | null {
  if (!text) return 'CLIENT_PAYLOAD is empty: the dispatch carried no client_payload';
  try {
    return dispatchPayloadProblem(JSON.parse(text));
  } catch {
    return 'CLIENT_PAYLOAD is not JSON';
  }
}

const problem = payloadProblem(process.env.CLIENT_PAYLOAD);
if (problem) {
  console.error(`::error::Refused to publish: ${problem}. Nothing was built.`);
  process.exitCode = 1;
} else {
  console.log('The dispatch names the webhook deliveries that asked for it; publishing.');
}
