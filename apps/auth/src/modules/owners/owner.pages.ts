import { ENVIRONMENTS, SCOPES, type Environment, type OAuthScope, type WebhookEndpointRecord } from '@ledgerline/domain';
import { html, type Page, type SafeHtml } from '../../common/html';

const ENVIRONMENT_NAMES: Record<Environment, string> = { production: 'Production (your real books)', sandbox: 'Sandbox (test data only)' };

export function environmentBadge(environment: Environment): SafeHtml {
  return html`<span class="environment ${environment}">${ENVIRONMENT_NAMES[environment]}</span>`;
}

export function scopeList(scopes: readonly OAuthScope[]): SafeHtml {
  return html`<ul class="scopes">${scopes.map((scope) => html`<li>${SCOPES[scope]} <code>${scope}</code></li>`)}</ul>`;
}

const csrfField = (csrf: string) => html`<input type="hidden" name="csrf_token" value="${csrf}">`;
const alert = (message: string | undefined) => (message ? html`<p class="alert" role="alert">${message}</p>` : '');

export interface LoginForm {
  csrf: string;
  /** Where to go after signing in (a validated local path). */
  returnTo: string;
  /** Why the owner is asked to sign in, when an integration asks for access. */
  reason?: string;
  email?: string;
  error?: string;
}

export function loginPage(form: LoginForm): Page {
  return {
    title: 'Sign in',
    body: html`<h1>Sign in to Ledgerline</h1>
${form.reason ? html`<p>${form.reason}</p>` : ''}${alert(form.error)}
<form method="post" action="/login">
${csrfField(form.csrf)}<input type="hidden" name="return_to" value="${form.returnTo}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required maxlength="254" value="${form.email ?? ''}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="200">
<button type="submit">Sign in</button>
</form>
<p>No account yet? <a href="/signup">Create a business</a>.</p>`,
  };
}

export interface SignupForm {
  csrf: string;
  values?: { name: string; email: string; base_currency: string };
  errors?: { field: string; message: string }[];
  error?: string;
}

export function signupPage(form: SignupForm): Page {
  const errorOf = (name: string) => form.errors?.find((error) => error.field === name)?.message;
  const input = (name: string, label: string, attributes: SafeHtml, value = '') => {
    const error = errorOf(name);
    return html`<label for="${name}">${label}</label>
${error ? html`<p class="alert" id="${name}-error">${label} ${error}</p>` : ''}<input id="${name}" name="${name}" ${attributes} value="${value}"${error ? html` aria-invalid="true" aria-describedby="${name}-error"` : ''}>`;
  };
  return {
    title: 'Create a business',
    body: html`<h1>Create a business</h1>
<p>You become its owner. It gets a production and a sandbox environment, each with its own API key.</p>${alert(form.error)}
<form method="post" action="/signup">
${csrfField(form.csrf)}
${input('name', 'Business name', html`type="text" required maxlength="200" autocomplete="organization"`, form.values?.name)}
${input('email', 'Your email', html`type="email" required maxlength="254" autocomplete="username"`, form.values?.email)}
${input('password', 'Password (10 characters or more)', html`type="password" required minlength="10" maxlength="200" autocomplete="new-password"`)}
${input('base_currency', 'Base currency (ISO 4217, e.g. USD)', html`type="text" maxlength="3" autocomplete="off"`, form.values?.base_currency ?? 'USD')}
<button type="submit">Create business</button>
</form>
<p>Already have one? <a href="/login">Sign in</a>.</p>`,
  };
}

export function newKeysPage(businessName: string, keys: Partial<Record<Environment, string>>): Page {
  return {
    title: 'Your API keys',
    body: html`<h1>Your API keys for ${businessName}</h1>
<p class="alert" role="alert">Copy ${Object.keys(keys).length > 1 ? 'these keys' : 'this key'} now: ${Object.keys(keys).length > 1 ? 'they are' : 'it is'} shown only once. Ledgerline keeps only a hash.</p>
<table><thead><tr><th scope="col">Environment</th><th scope="col">Key</th></tr></thead><tbody>
${Object.entries(keys).map(([environment, key]) => html`<tr><td>${environmentBadge(environment as Environment)}</td><td><code>${key}</code></td></tr>`)}
</tbody></table>
<p><a href="/account">Continue to your account</a></p>`,
  };
}

export interface AccountView {
  csrf: string;
  email: string;
  businessName: string;
  keys: { environment: Environment; prefix: string; createdAt: Date }[];
  connections: { id: string; environment: Environment; integrationName: string; scopes: OAuthScope[]; updatedAt: Date }[];
  webhooks: (WebhookEndpointRecord & { environment: Environment; deliveries: RecentDelivery[] })[];
}

export interface RecentDelivery {
  id: string;
  event_type: string;
  attempt: number;
  status: string;
  response_status: number | null;
  /** When it was attempted (or queued, while pending). */
  at: string;
}

/** A small form posting `fields` to `action`, with one button. */
function actionForm(csrf: string, action: string, fields: Record<string, string>, label: string, accessibleName: string): SafeHtml {
  return html`<form method="post" action="${action}">${csrfField(csrf)}${Object.entries(fields).map(
    ([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`,
  )}<button type="submit" class="secondary" aria-label="${accessibleName}">${label}</button></form>`;
}

function webhooksSection(view: AccountView): SafeHtml {
  const endpoints = view.webhooks.map((endpoint) => {
    const fields = { endpoint_id: endpoint.id, environment: endpoint.environment };
    const deliveries = endpoint.deliveries.length
      ? html`<table><caption class="visually-hidden">Recent deliveries to ${endpoint.url}</caption>
<thead><tr><th scope="col">Event</th><th scope="col">Status</th><th scope="col">Response</th><th scope="col">Time (UTC)</th><th scope="col"><span class="visually-hidden">Action</span></th></tr></thead><tbody>
${endpoint.deliveries.map(
  (delivery) => html`<tr><td><code>${delivery.event_type}</code> #${delivery.attempt}</td><td>${delivery.status}</td><td>${delivery.response_status ?? '–'}</td>
<td>${delivery.at.slice(0, 19).replace('T', ' ')}</td><td>${
    endpoint.enabled
      ? actionForm(view.csrf, '/account/webhooks/retry', { ...fields, delivery_id: delivery.id }, 'Retry', `Retry ${delivery.event_type} to ${endpoint.url}`)
      : ''
  }</td></tr>`,
)}</tbody></table>`
      : html`<p>No deliveries yet.</p>`;
    return html`<article class="webhook"><h3><code>${endpoint.url}</code></h3>
<p>${environmentBadge(endpoint.environment)} ${endpoint.enabled ? 'Enabled' : html`<strong>Disabled</strong>${endpoint.disabled_reason ? `: ${endpoint.disabled_reason}` : ''}`}
· events <code>${endpoint.events.join(', ')}</code></p>
${endpoint.enabled ? actionForm(view.csrf, '/account/webhooks/disable', fields, 'Disable', `Disable ${endpoint.url}`) : ''}
${actionForm(view.csrf, '/account/webhooks/delete', fields, 'Delete', `Delete ${endpoint.url}`)}
${deliveries}</article>`;
  });
  return html`<h2>Webhooks</h2>
<p>Ledgerline POSTs every event your endpoints subscribe to, signed per Standard Webhooks. Production endpoints must use https.</p>
${endpoints.length ? endpoints : html`<p>No webhook endpoints.</p>`}
<h3>Add an endpoint</h3>
<form method="post" action="/account/webhooks">${csrfField(view.csrf)}
<label for="webhook-environment">Environment</label>
<select id="webhook-environment" name="environment">${ENVIRONMENTS.map((environment) => html`<option value="${environment}">${ENVIRONMENT_NAMES[environment]}</option>`)}</select>
<label for="webhook-url">URL</label>
<input id="webhook-url" name="url" type="url" required maxlength="2000" placeholder="https://hooks.example.com/ledgerline">
<label for="webhook-events">Events (comma-separated: <code>*</code>, <code>invoice.*</code>, <code>sale.created</code>)</label>
<input id="webhook-events" name="events" type="text" maxlength="2000" value="*">
<button type="submit">Add endpoint</button>
</form>`;
}

/** The secret of an endpoint just added, shown once. */
export function newWebhookPage(url: string, secret: string): Page {
  return {
    title: 'Webhook endpoint added',
    body: html`<h1>Webhook endpoint added</h1>
<p>Deliveries to <code>${url}</code> are signed with this secret. Copy it now: it is shown only once.</p>
<p class="alert" role="alert"><code>${secret}</code></p>
<p><a href="/account">Continue to your account</a></p>`,
  };
}

export function accountPage(view: AccountView): Page {
  return {
    title: 'Your account',
    body: html`<h1>${view.businessName}</h1>
<p>Signed in as ${view.email}.</p>
<form method="post" action="/logout">${csrfField(view.csrf)}<button type="submit" class="secondary">Sign out</button></form>
<h2>API keys</h2>
<p>Only the start of each key is kept in clear. Rolling a key makes the old one stop working at once, and with it every integration you registered in that environment.</p>
<table><thead><tr><th scope="col">Environment</th><th scope="col">Key</th><th scope="col">Created</th><th scope="col"><span class="visually-hidden">Action</span></th></tr></thead><tbody>
${view.keys.map(
  (key) => html`<tr><td>${environmentBadge(key.environment)}</td><td><code>${key.prefix}…</code></td><td>${key.createdAt.toISOString().slice(0, 10)}</td>
<td><form method="post" action="/account/keys/roll">${csrfField(view.csrf)}<input type="hidden" name="environment" value="${key.environment}">
<button type="submit" class="secondary" aria-label="Roll the ${key.environment} key">Roll</button></form></td></tr>`,
)}
</tbody></table>
<h2>Connected integrations</h2>
${
  view.connections.length === 0
    ? html`<p>No integration can act for your business.</p>`
    : html`<table><thead><tr><th scope="col">Integration</th><th scope="col">Environment</th><th scope="col">Allowed to</th><th scope="col"><span class="visually-hidden">Action</span></th></tr></thead><tbody>
${view.connections.map(
  (connection) => html`<tr><td>${connection.integrationName}<br><small>since ${connection.updatedAt.toISOString().slice(0, 10)}</small></td>
<td>${environmentBadge(connection.environment)}</td><td>${scopeList(connection.scopes)}</td>
<td><form method="post" action="/account/connections/revoke">${csrfField(view.csrf)}<input type="hidden" name="connection_id" value="${connection.id}">
<input type="hidden" name="environment" value="${connection.environment}">
<button type="submit" class="secondary" aria-label="Revoke ${connection.integrationName} (${connection.environment})">Revoke</button></form></td></tr>`,
)}
</tbody></table>`
}
${webhooksSection(view)}`,
  };
}
