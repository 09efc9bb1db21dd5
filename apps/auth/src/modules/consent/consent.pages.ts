import { html, type Page } from '../../common/html';
import type { PendingRequest } from '../authorize/authorization-requests';
import { environmentBadge, scopeList } from '../owners/owner.pages';
import type { SessionOwner } from '../owners/sessions.service';

export interface ConsentView {
  csrf: string;
  owner: SessionOwner;
  request: PendingRequest;
  clientId: string;
  requestUri: string;
}

/** Names the integration, the environment and each scope in plain words; Allow or Deny. */
export function consentPage({ csrf, owner, request, clientId, requestUri }: ConsentView): Page {
  const destination = new URL(request.redirectUri);
  return {
    title: `Allow ${request.integrationName}?`,
    formTargets: [destination.origin],
    body: html`<h1>Allow ${request.integrationName} to act for ${owner.businessName}?</h1>
<p>Environment: ${environmentBadge(request.environment)}</p>
<p><strong>${request.integrationName}</strong> asks to:</p>
${scopeList(request.scopes)}
<p>Whichever you choose, you go back to <strong>${destination.host}</strong>.</p>
<form method="post" action="/oauth/authorize">
<input type="hidden" name="csrf_token" value="${csrf}"><input type="hidden" name="client_id" value="${clientId}"><input type="hidden" name="request_uri" value="${requestUri}">
<button type="submit" name="decision" value="approve">Allow</button>
<button type="submit" name="decision" value="deny" class="secondary">Deny</button>
</form>
<p>Signed in as ${owner.email}. You can revoke this access at any time on <a href="/account">your account page</a>.</p>`,
  };
}

/** No redirect back: an unknown, expired or used request says nothing trustworthy about where to send the owner. */
export function invalidRequestPage(): Page {
  return {
    title: 'Link expired',
    body: html`<h1>This authorization link cannot be used</h1>
<p class="alert" role="alert">It is unknown, has expired (links last 10 minutes) or has already been used.</p>
<p>Go back to the application that sent you here and start again.</p>`,
  };
}
